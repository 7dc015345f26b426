import type { ClientReturn } from "@sanity/client";
import { ContentCache } from "./content-cache.server";
import { type ContentSource, ContentUnavailableError, type QueryParams } from "./content-source";
import { CONTENT_TTL_MS } from "./content-ttl";
import type { PreviewPerspective } from "./perspective";

export type QueryResult<Q extends string> = ClientReturn<Q, unknown>;

interface ContentRequestOptions {
  perspective?: PreviewPerspective;
  /** Answers too varied to be worth keeping (search) skip the cache. */
  cache?: boolean;
}

export interface ContentGateway {
  readonly kind: ContentSource["kind"];
  fetch<Q extends string>(
    query: Q,
    params?: QueryParams,
    options?: ContentRequestOptions,
  ): Promise<QueryResult<Q>>;
  purge(): void;
}

export interface GatewayOptions {
  source: ContentSource;
  /** How long an answer is fresh (spec §9: 60 s). */
  ttlMs?: number;
  /** How long a page waits for the source before it gives up (3 s). */
  timeoutMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** After the source fails, how long an uncached query fails at once (2 s). */
  pauseMs?: number;
}

export const CONTENT_TIMEOUT_MS = 3_000;
const CONTENT_PAUSE_MS = 2_000;

function cacheKey(query: string, params: QueryParams): string {
  return JSON.stringify([query, params]);
}

/** Published answers go through the cache, with a deadline; previews never do. */
export function createContentGateway(options: GatewayOptions): ContentGateway {
  const { source } = options;
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? CONTENT_PAUSE_MS;
  const now = options.now ?? Date.now;
  // After a failure the source rests a moment: pages answer 503 at once instead of each waiting out
  // a deadline.
  let pausedUntil = 0;
  let lastFailure = "";
  const cache = new ContentCache({
    ttlMs: options.ttlMs ?? CONTENT_TTL_MS,
    maxEntries: options.maxEntries ?? 1_000,
    now: options.now,
    onRefreshError: (_key, error) =>
      console.warn("Content refresh failed; serving the cached answer.", describe(error)),
  });

  /**
   * Only published, cached queries obey and start the pause: a visitor's failing search must not
   * pause every page.
   */
  async function loadPublished<T>(query: string, params: QueryParams): Promise<T> {
    if (now() < pausedUntil) {
      throw new ContentUnavailableError(
        `The content source failed moments ago (${lastFailure}); not asked again yet.`,
      );
    }
    try {
      return await ask<T>(query, params, undefined);
    } catch (error) {
      if (error instanceof ContentUnavailableError) {
        pausedUntil = now() + pauseMs;
        lastFailure = error.message;
      }
      throw error;
    }
  }

  async function ask<T>(
    query: string,
    params: QueryParams,
    perspective: PreviewPerspective | undefined,
  ): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new ContentUnavailableError(`The content source did not answer within ${timeoutMs} ms.`),
        );
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        source.fetch<T>(query, params, { perspective, signal: controller.signal }),
        deadline,
      ]);
    } catch (error) {
      if (error instanceof ContentUnavailableError || !isSourceFault(error)) throw error;
      throw new ContentUnavailableError(`The content source failed: ${describe(error)}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: source.kind,
    fetch<Q extends string>(
      query: Q,
      params: QueryParams = {},
      requestOptions: ContentRequestOptions = {},
    ) {
      const { perspective } = requestOptions;
      if (perspective !== undefined || requestOptions.cache === false) {
        return ask<QueryResult<Q>>(query, params, perspective);
      }
      return cache.get(cacheKey(query, params), () => loadPublished<QueryResult<Q>>(query, params));
    },
    purge() {
      pausedUntil = 0;
      source.reload();
      cache.purge();
    },
  };
}

/** Down or overloaded is worth a 503; a 4xx or GROQ error is our mistake and stays an error. */
function isSourceFault(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number") return status >= 500 || status === 429;
  return error instanceof TypeError || (error instanceof Error && error.name === "AbortError");
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
