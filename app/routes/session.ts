import { data } from "react-router";
import { formMessage } from "~/forms/form-reply.server";
import { readActionForm } from "~/lib/bounded-body.server";
import { currentSession } from "~/session/current-session.server";
import { handleSignup } from "~/session/signup.server";
import { refusalStatus } from "~/session/signup-status";
import type { Route } from "./+types/session";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The session check the session machine makes from the browser: who is signed in, if anyone. */
export function loader({ context }: Route.LoaderArgs) {
  const { user, serviceUnavailable } = currentSession(context);
  if (serviceUnavailable) return data({ user: null }, { status: 503, headers: PRIVATE });
  return data({ user }, { status: user ? 200 : 401, headers: PRIVATE });
}

/**
 * The session machine's sign-in: the same rules and messages as /Signup's form, answered as data;
 * the tokens go into the session cookie.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const read = await readActionForm(request);
  if (!read.ok) {
    const refused = {
      ok: false,
      mode: "login",
      lines: [read.message],
      reply: formMessage(read.message),
    };
    return data(refused, { status: refusalStatus(request, read.status), headers: PRIVATE });
  }
  const form = read.form;
  form.set("intent", "login");
  const result = await handleSignup(context, form);
  // A refusal is 200 with `ok: false` for the session machine's fetch (decision 0045).
  return data(result, { status: refusalStatus(request, result.ok ? 200 : 400), headers: PRIVATE });
}
