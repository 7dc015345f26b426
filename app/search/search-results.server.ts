import type { RouterContextProvider } from "react-router";
import { fetchContent } from "~/content/page-data.server";
import { SEARCH_QUERY } from "~/content/queries";
import type { SEARCH_QUERY_RESULT } from "~/content/sanity.types";
import { serviceLineHref } from "~/services/service-line-paths";
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
};

function hrefOf(hit: SEARCH_QUERY_RESULT[number]): string {
  switch (hit._type) {
    case "post":
      return `/blog-details/${hit.slug}`;
    case "work":
      return `/work-details/${hit.slug}`;
    case "serviceLine":
      return serviceLineHref(hit.key);
    case "csrInitiative":
      return `/csr#${hit.slug}`;
    case "aboutPage":
      return "/about";
  }
}

/** Ranked results over posts, work, service lines, CSR and the about page. */
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
  return hits.map((hit) => ({
    id: hit._id,
    kind: KINDS[hit._type],
    title: hit.title ?? "",
    href: hrefOf(hit),
    text: hit.text ?? "",
  }));
}
