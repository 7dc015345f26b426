import { NO_STORE, startPreview } from "~/content/preview.server";
import { checkStudioEntry } from "~/content/studio-preview.server";
import { appSettingsContext, PREVIEW_ANSWER_HEADER } from "~/request-context";
import type { Route } from "./+types/preview-enable";

const WORDS = {
  "not-configured":
    "Preview from the studio is not set up on this site: it needs SANITY_PROJECT_ID and SANITY_READ_TOKEN.",
  invalid:
    "This preview link is not valid or has expired (links from the studio last an hour). Open the page again from the studio's Presentation tool.",
  unreachable:
    "We could not check this preview link with Sanity just now. Please try again in a moment.",
} as const;

const STATUS = { "not-configured": 404, invalid: 401, unreachable: 503 } as const;

/**
 * /preview/enable: the studio's Presentation tool starts an editor's preview here
 * (studio-preview.server.ts checks its secret), then the page follows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = context.get(appSettingsContext);
  const entry = settings
    ? await checkStudioEntry(settings.content ?? {}, request.url)
    : ({ ok: false, reason: "not-configured" } as const);
  if (!settings || !entry.ok) {
    // A plain answer the studio may frame (PREVIEW_ANSWER_HEADER), so the editor reads the words in
    // the Presentation tool; a person following an old link reads them too.
    const reason = entry.ok ? "not-configured" : entry.reason;
    return new Response(WORDS[reason], {
      status: STATUS[reason],
      headers: {
        ...NO_STORE,
        "Content-Type": "text/plain; charset=utf-8",
        [PREVIEW_ANSWER_HEADER]: "1",
      },
    });
  }
  return startPreview(settings, entry.target, entry.perspective);
}
