import { data, type RouterContextProvider } from "react-router";
import { content } from "./content.server";
import type { QueryResult } from "./content-gateway.server";
import type { QueryParams } from "./content-source";
import { ContentUnavailableError } from "./content-source";
import { previewPerspective } from "./preview.server";

/**
 * A page's content query: the editor's perspective (drafts, a release) in
 * preview, published (cached) otherwise.
 * When the source is down and nothing is cached the page answers 503 (the
 * error page says to try again), never a hang or a 500.
 */
export async function fetchContent<Q extends string>(
  context: Readonly<RouterContextProvider>,
  query: Q,
  params: QueryParams = {},
  options: { cache?: boolean; published?: boolean } = {},
): Promise<QueryResult<Q>> {
  try {
    // Documents machines read (the sitemap, the feed) are published, even for an editor in preview.
    const perspective = options.published ? undefined : previewPerspective(context);
    return await content(context).fetch(query, params, { cache: options.cache, perspective });
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.error(error.message);
      throw data("Content is unavailable right now.", {
        status: 503,
        headers: { "Retry-After": "30", "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
}

/** The value, or the 404 page. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
