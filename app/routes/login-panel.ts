import { redirect } from "react-router";
import { readActionForm } from "~/lib/bounded-body.server";
import { safeReturnPath } from "~/lib/safe-path";
import { appSettingsContext } from "~/request-context";
import { panelCookie } from "~/session/login-panel-state";
import type { Route } from "./+types/login-panel";

/** Two short fields: anything bigger is not this form. */
const MAX_BODY = 2048;

/**
 * The login panel's Hide / Sign in button without JavaScript: the choice is remembered in a cookie
 * and the person goes back to their page, now rendered with the panel as they left it. With
 * JavaScript the browser writes the same cookie itself and nothing reloads.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const read = await readActionForm(request, MAX_BODY);
  if (!read.ok) return plain(read.message, read.status);
  const { form } = read;
  const panel = form.get("panel");
  if (panel !== "hide" && panel !== "show") {
    return plain("Choose to hide or to show the sign-in panel, then send the form again.", 400);
  }
  const secure = context.get(appSettingsContext)?.secureCookies ?? false;
  throw redirect(safeReturnPath(form.get("redirectTo")), {
    status: 303,
    headers: { "set-cookie": panelCookie(panel === "hide", secure) },
  });
}

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export function loader() {
  throw redirect("/");
}
