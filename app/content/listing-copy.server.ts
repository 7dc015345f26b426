import type { RouterContextProvider } from "react-router";
import { fetchContent } from "./page-data.server";
import { LISTING_PAGES_QUERY } from "./queries";
import type { LISTING_PAGES_QUERY_RESULT } from "./sanity.types";

/** The listing pages that have words of their own in the studio ("Listing pages"). */
export type ListingKey = keyof NonNullable<LISTING_PAGES_QUERY_RESULT>;

export interface ListingCopy {
  /** Whose words these are in the "Listing pages" document; null: the fallbacks, no document. */
  listing: ListingKey | null;
  heading: string;
  intro: string | null;
  description: string | null;
}

/**
 * A listing page's heading, intro and search description, as marketing wrote them in the studio. A
 * dataset without them (a project not yet given the document) still gets a page: the route table's
 * title as its heading, no intro, the site's description for search.
 */
export async function loadListingCopy(
  context: Readonly<RouterContextProvider>,
  key: ListingKey,
  fallbackHeading: string,
): Promise<ListingCopy> {
  const pages = await fetchContent(context, LISTING_PAGES_QUERY);
  const copy = pages?.[key];
  return {
    listing: copy ? key : null,
    heading: copy?.heading || fallbackHeading,
    intro: copy?.intro || null,
    description: copy?.description || null,
  };
}
