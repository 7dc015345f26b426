import {
  type ClientConfig,
  type ClientPerspective,
  createClient,
  type SanityClient,
} from "@sanity/client";
import type { ContentSource, FetchOptions, QueryParams } from "./content-source";
import type { PreviewPerspective } from "./perspective";
import { stegaFilter } from "./stega.server";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token: needed for a private dataset and for drafts. */
  readToken?: string | undefined;
  /**
   * Where editors' studio runs. Set, previews come with Content Source Maps and stega-encoded text,
   * so each text on the page knows the field it came from (click-to-edit in the studio's
   * Presentation tool).
   */
  studioUrl?: string | undefined;
  /** Another API host than Sanity's (a self-hosted proxy, or a test's fake). */
  apiHost?: string | undefined;
}

/** What every client of this project shares (content, and the check of the studio's preview secrets). */
export function sanityClientConfig(settings: SanitySettings, timeoutMs: number): ClientConfig {
  return {
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.readToken,
    maxRetries: 0,
    timeout: timeoutMs,
    // Node's own fetch rather than the client's bundled undici: one HTTP stack for the site, and
    // the one msw intercepts in tests. The client accepts a function here (get-it's `fetch` request
    // option) although its types only list the deprecated object form; content-gateway.test.ts
    // fails if that ever stops working.
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      globalThis.fetch(input, init)) as unknown as boolean,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  };
}

/**
 * Sanity's API through @sanity/client. Published content comes from the API CDN; previews go to the
 * live API in the editor's perspective (drafts, or a release's stack), with stega when the studio's
 * address is known. No retries: the gateway's cache stands in when Sanity is slow or down, and a
 * page must not wait seconds for a retry loop.
 */
export function createSanitySource(settings: SanitySettings, timeoutMs: number): ContentSource {
  const base = sanityClientConfig(settings, timeoutMs);
  const published: SanityClient = createClient({ ...base, useCdn: true, perspective: "published" });
  const drafts: SanityClient = createClient({
    ...base,
    useCdn: false,
    perspective: "drafts",
    stega: settings.studioUrl
      ? { enabled: true, studioUrl: settings.studioUrl, filter: stegaFilter }
      : { enabled: false },
  });
  return {
    kind: "sanity",
    fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T> {
      const { perspective, signal } = options;
      if (perspective === undefined) return published.fetch<T>(query, params, { signal });
      return drafts.fetch<T>(query, params, {
        signal,
        perspective: asClientPerspective(perspective),
      });
    },
    reload() {
      // Nothing held here: every fetch asks Sanity.
    },
  };
}

function asClientPerspective(perspective: PreviewPerspective): ClientPerspective {
  return typeof perspective === "string" ? perspective : [...perspective];
}
