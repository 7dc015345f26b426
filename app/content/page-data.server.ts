import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "~/i18n/request-language.server";
import { content } from "./content.server";
import type { QueryResult } from "./content-gateway.server";
import type { QueryParams } from "./content-source";
import { ContentUnavailableError } from "./content-source";
import { previewPerspective } from "./preview.server";

/**
 * A query's parameters with the page's language as `$lang`, for the queries that ask for it
 * (translated documents, translated fields): the loaders never pass it themselves.
 */
export function withLanguage(
  context: Readonly<RouterContextProvider>,
  query: string,
  params: QueryParams,
): QueryParams {
  return query.includes("$lang") ? { lang: requestLanguage(context), ...params } : params;
}

/**
 * A page's content query: the editor's perspective (drafts, a release) in preview, published
 * (cached) otherwise. When the source is down and nothing is cached the page answers 503 (the error
 * page says to try again), never a hang or a 500.
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
    return await content(context).fetch(query, withLanguage(context, query, params), {
      cache: options.cache,
      perspective,
    });
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
