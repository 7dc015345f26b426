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
 * Nothing in the address is trusted before Sanity confirms the secret; then the path must be ours.
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
  // Checked as sent: the library's redirectTo keeps the path of "//evil.example/x".
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

/** @sanity/client's withConfig drops our `fetch`, so each reconfiguration builds a fresh client. */
function secretCheckingClient(config: ClientConfig): SanityClientLike {
  const client = createClient({ ...config, useCdn: false });
  return {
    config: () => client.config(),
    withConfig: (more) => secretCheckingClient({ ...config, ...more }),
    // Its `cache: "no-store"` would replace the client's own fetch: only the tag goes through.
    fetch: (query, params, options) =>
      client.fetch(query, params as QueryParams, { tag: options.tag }),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
