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
  readToken?: string | undefined;
  /** Set, previews carry stega so each text knows its field (click-to-edit). */
  studioUrl?: string | undefined;
  apiHost?: string | undefined;
}

export function sanityClientConfig(settings: SanitySettings, timeoutMs: number): ClientConfig {
  return {
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.readToken,
    maxRetries: 0,
    timeout: timeoutMs,
    // Node's fetch: one HTTP stack, the one msw intercepts (content-gateway.test.ts guards this).
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      globalThis.fetch(input, init)) as unknown as boolean,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  };
}

/** No retries: the gateway's cache stands in, and a page must not wait on a retry loop. */
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
    reload() {},
  };
}

function asClientPerspective(perspective: PreviewPerspective): ClientPerspective {
  return typeof perspective === "string" ? perspective : [...perspective];
}
