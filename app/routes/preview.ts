import { data, redirect } from "react-router";
import { previewCookie, safeReturnPath, secretMatches } from "~/content/preview.server";
import { appSettingsContext } from "~/request-context";
import type { Route } from "./+types/preview";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * GET /preview?secret=…&redirect=/path turns drafts on for this browser (the
 * studio links here); GET /preview?exit=1&redirect=/path turns them off.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = context.get(appSettingsContext);
  const url = new URL(request.url);
  const target = safeReturnPath(url.searchParams.get("redirect"));
  if (!settings?.content?.previewSecret) {
    throw data("Preview is not enabled on this site.", { status: 404, headers: NO_STORE });
  }
  const cookie = previewCookie(settings);
  if (url.searchParams.has("exit")) {
    return redirect(target, {
      headers: { ...NO_STORE, "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
    });
  }
  if (!secretMatches(url.searchParams.get("secret"), settings.content.previewSecret)) {
    throw data("The preview secret is missing or wrong.", { status: 401, headers: NO_STORE });
  }
  return redirect(target, { headers: { ...NO_STORE, "Set-Cookie": await cookie.serialize(true) } });
}
