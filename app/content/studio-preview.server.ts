import { type ClientConfig, createClient } from "@sanity/client";
import {
  type SanityClientLike,
  urlSearchParamPreviewPathname,
  validatePreviewUrl,
} from "@sanity/preview-url-secret";
import { safeReturnPath } from "~/lib/safe-path";
import type { ContentSettings } from "~/request-context";
import { CONTENT_TIMEOUT_MS } from "./content-gateway.server";
import type { QueryParams } from "./content-source";
import {
  DEFAULT_PREVIEW_PERSPECTIVE,
  type PreviewPerspective,
  parsePerspective,
} from "./perspective";
import { sanityClientConfig } from "./sanity-source.server";

/**
 * The studio's way into preview. Its Presentation tool writes a one-hour secret into the dataset (a
 * `sanity.previewUrlSecret` document) and opens
 * /preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…; the site asks Sanity (with its
 * read token) whether that secret exists and is fresh. Nothing in the address is trusted before
 * that answer, and even then the path must be one of this site's and the perspective one the site
 * knows.
 */
export type StudioEntry =
  | { ok: true; target: string; perspective: PreviewPerspective }
  | { ok: false; reason: "not-configured" | "invalid" | "unreachable" };

export async function checkStudioEntry(
  settings: ContentSettings,
  requestUrl: string,
): Promise<StudioEntry> {
  const sanity = settings.sanity;
  if (!sanity?.readToken) return { ok: false, reason: "not-configured" };
  const client = secretCheckingClient(sanityClientConfig(sanity, CONTENT_TIMEOUT_MS));
  // The studio's path, checked as it was sent (the library's own redirectTo drops the host of
  // "//evil.example/x" but keeps its path, and a path it cannot parse would make a good secret look
  // bad).
  const checked = new URL(requestUrl);
  const target = safeReturnPath(checked.searchParams.get(urlSearchParamPreviewPathname) ?? "/");
  checked.searchParams.set(urlSearchParamPreviewPathname, target);
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(client, checked.href);
  } catch (error) {
    console.error("The studio's preview secret could not be checked:", describe(error));
    return { ok: false, reason: "unreachable" };
  }
  if (!result.isValid) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    target,
    perspective: parsePerspective(result.studioPreviewPerspective) ?? DEFAULT_PREVIEW_PERSPECTIVE,
  };
}

/**
 * The client the library checks the secret with. It reconfigures what it is given (`withConfig`:
 * raw perspective, no CDN), and @sanity/client's own withConfig drops the `fetch` this site routes
 * every request through, so each reconfiguration builds a client from this site's settings again.
 */
function secretCheckingClient(config: ClientConfig): SanityClientLike {
  const client = createClient({ ...config, useCdn: false });
  return {
    config: () => client.config(),
    withConfig: (more) => secretCheckingClient({ ...config, ...more }),
    // Its `cache: "no-store"` would replace the client's own fetch (and means nothing to a server's
    // fetch): only the tag goes through.
    fetch: (query, params, options) =>
      client.fetch(query, params as QueryParams, { tag: options.tag }),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
