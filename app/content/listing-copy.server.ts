import type { RouterContextProvider } from "react-router";
import { fetchContent } from "./page-data.server";
import { LISTING_PAGES_QUERY } from "./queries";
import type { LISTING_PAGES_QUERY_RESULT } from "./sanity.types";

export type ListingKey = keyof NonNullable<LISTING_PAGES_QUERY_RESULT>;

export interface ListingCopy {
  /** Null: the fallbacks, no document. */
  listing: ListingKey | null;
  heading: string;
  intro: string | null;
  description: string | null;
}

/** A dataset without the document still gets a page, with the fallback words. */
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
