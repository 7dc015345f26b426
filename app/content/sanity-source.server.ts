import { createClient, type SanityClient } from "@sanity/client";
import type { ContentSource, FetchOptions, QueryParams } from "./content-source";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token: needed for a private dataset and for drafts. */
  readToken: string | undefined;
}

/**
 * Sanity's API through @sanity/client. Published content comes from the API
 * CDN; previews go to the live API with the drafts perspective. No retries:
 * the gateway's cache stands in when Sanity is slow or down, and a page must
 * not wait seconds for a retry loop.
 */
export function createSanitySource(settings: SanitySettings, timeoutMs: number): ContentSource {
  const base = {
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.readToken,
    maxRetries: 0,
    timeout: timeoutMs,
    // Node's own fetch rather than the client's bundled undici: one HTTP
    // stack for the site, and the one msw intercepts in tests. The client
    // accepts a function here (get-it's `fetch` request option) although its
    // types only list the deprecated object form; content-gateway.test.ts
    // fails if that ever stops working.
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      globalThis.fetch(input, init)) as unknown as boolean,
  };
  const published: SanityClient = createClient({ ...base, useCdn: true, perspective: "published" });
  const drafts: SanityClient = createClient({ ...base, useCdn: false, perspective: "drafts" });
  return {
    kind: "sanity",
    fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T> {
      const client = options.preview ? drafts : published;
      return client.fetch<T>(query, params, { signal: options.signal });
    },
    reload() {
      // Nothing held here: every fetch asks Sanity.
    },
  };
}
