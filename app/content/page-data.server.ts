import { data, type RouterContextProvider } from "react-router";
import { DEFAULT_LANGUAGE } from "#contract/languages.ts";
import { switchLanguage } from "~/i18n/language-path";
import { requestLanguage } from "~/i18n/request-language.server";
import { content } from "./content.server";
import type { QueryResult } from "./content-gateway.server";
import type { QueryParams } from "./content-source";
import { ContentUnavailableError } from "./content-source";
import { previewPerspective } from "./preview.server";
import { ENGLISH_DOCUMENT_QUERY } from "./queries";

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

/** What a 404 tells its page (the root's error boundary): the English page to offer, if any. */
interface NotFoundData {
  english: string | null;
}

export function notFoundWith(english: string | null): never {
  throw data({ english } satisfies NotFoundData, { status: 404 });
}

/** The document a Hindi address names, as English would name it. */
interface EnglishDocument {
  type: string;
  slug?: string;
  key?: string;
}

/**
 * The document, or the 404. On a Hindi address the 404 leads to the English page only when English
 * has the document (an untranslated post's notice); an address no language has offers this
 * language's home and search instead (decision 0053).
 */
export function foundOrInEnglish<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  english: EnglishDocument,
): (value: T | null | undefined) => Promise<T> {
  return async (value) => {
    if (value !== null && value !== undefined) return value;
    if (requestLanguage(context) === DEFAULT_LANGUAGE) return notFoundWith(null);
    const inEnglish = await fetchContent(context, ENGLISH_DOCUMENT_QUERY, {
      type: english.type,
      slug: english.slug ?? null,
      key: english.key ?? null,
    });
    return notFoundWith(inEnglish ? switchLanguage(url.pathname, DEFAULT_LANGUAGE) : null);
  };
}
