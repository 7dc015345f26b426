import type { RouterContextProvider } from "react-router";
import { documentPath } from "~/content/document-path";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { SEARCH_QUERY, SEARCH_SYNONYMS_QUERY } from "~/content/queries";
import type { SEARCH_QUERY_RESULT } from "~/content/sanity.types";
import type { MessageKey } from "~/i18n/catalogue/en";
import { isPageSlug } from "~/route-lookup";
import { markedWords, searchGroups, searchQueryParams } from "./search-terms";

export interface SearchHit {
  id: string;
  kind: string;
  title: string;
  href: string;
  text: string;
}

const KINDS: Record<SEARCH_QUERY_RESULT[number]["_type"], MessageKey> = {
  post: "search.kind.post",
  work: "search.kind.work",
  serviceLine: "search.kind.serviceLine",
  csrInitiative: "search.kind.csrInitiative",
  aboutPage: "search.kind.aboutPage",
  page: "search.kind.page",
};

/**
 * Ranked results over posts, work, service lines, CSR, the about page and editors' pages: each kind
 * named, and each link made, in the page's language; and the words to mark in them (a synonym's
 * spellings too: "नीट" marks "NEET").
 */
export async function searchContent(
  context: Readonly<RouterContextProvider>,
  terms: string[],
): Promise<{ hits: SearchHit[]; marks: string[] }> {
  if (terms.length === 0) return { hits: [], marks: [] };
  const synonyms = await fetchContent(context, SEARCH_SYNONYMS_QUERY);
  const groups = searchGroups(terms, Array.isArray(synonyms) ? synonyms : []);
  const hits = await fetchContent(context, SEARCH_QUERY, searchQueryParams(groups), {
    cache: false,
  });
  // A page whose slug the site cannot serve (an import past the studio's rule) is not a result.
  const servable = hits.filter((hit) => hit._type !== "page" || isPageSlug(hit.slug));
  const { t, href } = pageWords(context);
  return {
    hits: servable.map((hit) => ({
      id: hit._id,
      kind: t(KINDS[hit._type]),
      title: hit.title ?? "",
      href: href(documentPath(hit) ?? "/search"),
      text: hit.text ?? "",
    })),
    marks: markedWords(groups),
  };
}
