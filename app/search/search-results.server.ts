import type { RouterContextProvider } from "react-router";
import { documentPath } from "~/content/document-path";
import { fetchContent } from "~/content/page-data.server";
import { SEARCH_QUERY } from "~/content/queries";
import type { SEARCH_QUERY_RESULT } from "~/content/sanity.types";
import { isPageSlug } from "~/route-table";
import { matchPatterns } from "./search-terms";

export interface SearchHit {
  id: string;
  kind: string;
  title: string;
  href: string;
  text: string;
}

const KINDS: Record<SEARCH_QUERY_RESULT[number]["_type"], string> = {
  post: "Blog post",
  work: "Our work",
  serviceLine: "Service",
  csrInitiative: "CSR",
  aboutPage: "About us",
  page: "Page",
};

/** Ranked results over posts, work, service lines, CSR, the about page and editors' pages. */
export async function searchContent(
  context: Readonly<RouterContextProvider>,
  terms: string[],
): Promise<SearchHit[]> {
  if (terms.length === 0) return [];
  const hits = await fetchContent(
    context,
    SEARCH_QUERY,
    { terms: matchPatterns(terms) },
    { cache: false },
  );
  // A page whose slug the site cannot serve (an import past the studio's rule) is not a result.
  const servable = hits.filter((hit) => hit._type !== "page" || isPageSlug(hit.slug));
  return servable.map((hit) => ({
    id: hit._id,
    kind: KINDS[hit._type],
    title: hit.title ?? "",
    href: documentPath(hit) ?? "/search",
    text: hit.text ?? "",
  }));
}
