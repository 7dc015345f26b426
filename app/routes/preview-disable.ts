import { data } from "react-router";
import { endPreview, NO_STORE, safeReturnPath } from "~/content/preview.server";
import { appSettingsContext } from "~/request-context";
import type { Route } from "./+types/preview-disable";

/**
 * /preview/disable: the studio (or an editor) ends the preview; the page at `?redirect=` (a path of
 * this site; else the home page) follows, published.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = context.get(appSettingsContext);
  if (!settings)
    throw data("Preview is not enabled on this site.", { status: 404, headers: NO_STORE });
  const target = safeReturnPath(new URL(request.url).searchParams.get("redirect"));
  return endPreview(settings, target);
}
