import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "~/i18n/request-language.server";
import { content } from "./content.server";
import type { QueryResult } from "./content-gateway.server";
import type { QueryParams } from "./content-source";
import { ContentUnavailableError } from "./content-source";
import { previewPerspective } from "./preview.server";

/** `$lang` is added here: loaders never pass it themselves. */
export function withLanguage(
  context: Readonly<RouterContextProvider>,
  query: string,
  params: QueryParams,
): QueryParams {
  return query.includes("$lang") ? { lang: requestLanguage(context), ...params } : params;
}

/** Source down and nothing cached: 503, never a hang or a 500. */
export async function fetchContent<Q extends string>(
  context: Readonly<RouterContextProvider>,
  query: Q,
  params: QueryParams = {},
  options: { cache?: boolean; published?: boolean } = {},
): Promise<QueryResult<Q>> {
  try {
    // Machines read published documents, even in an editor's preview.
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

export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
