import { data } from "react-router";
import { parsePerspective } from "~/content/perspective";
import { NO_STORE, previewCookieHeader, previewStartedAt } from "~/content/preview.server";
import { readActionForm } from "~/lib/bounded-body.server";
import { appSettingsContext } from "~/request-context";
import type { Route } from "./+types/preview-perspective";

/**
 * POST /preview/perspective: the editor chose another perspective in the studio (drafts, published,
 * a release); the page's visual-editing bridge posts it here, and the next loads read it. Only an
 * editor already in preview can change it: this never starts a preview.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const settings = context.get(appSettingsContext);
  const since = previewStartedAt(context);
  if (!settings || since === undefined) {
    return data(
      { ok: false, error: "You are not previewing drafts." },
      { status: 403, headers: NO_STORE },
    );
  }
  const read = await readActionForm(request);
  if (!read.ok)
    return data({ ok: false, error: read.message }, { status: read.status, headers: NO_STORE });
  const perspective = parsePerspective(read.form.get("perspective"));
  if (!perspective) {
    return data(
      {
        ok: false,
        error: "That is not a perspective this site can show (drafts, published or a release).",
      },
      { status: 400, headers: NO_STORE },
    );
  }
  // The preview keeps its end: changing the perspective does not extend it.
  const cookie = await previewCookieHeader(settings, perspective, since);
  return data({ ok: true }, { headers: { ...NO_STORE, "Set-Cookie": cookie } });
}
