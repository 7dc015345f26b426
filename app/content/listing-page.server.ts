import type { RouterContextProvider } from "react-router";
import type { PageSeo } from "~/lib/meta";
import { routeEntryForPattern } from "~/route-table";
import { type Crumb, homeCrumb } from "~/shell/page-header";
import { type ListingCopy, type ListingKey, loadListingCopy } from "./listing-copy.server";
import { buildSeo, type SeoInput } from "./seo.server";
import { loadSiteSettings } from "./site-settings.server";
import type { SiteSettings } from "./types";

/** What every listing page shows besides its items: the studio's words, the crumbs, the SEO. */
interface ListingPage {
  copy: ListingCopy;
  crumbs: Crumb[];
  seo: PageSeo;
}

interface ListingArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** The loader's route pattern: the route table's title is the heading when the studio has none. */
  pattern: string;
}

/**
 * The loader of a listing page (services, work, testimonials, CSR, contact,
 * search): its items read beside the site settings and the page's words, one
 * crumb after Home, and the SEO from the words, with what the page adds
 * (an image of its items, its canonical path, the Organization).
 */
export async function loadListingPage<T = undefined>(
  { context, url, pattern }: ListingArgs,
  key: ListingKey,
  items: Promise<T> = Promise.resolve(undefined as T),
  seo: (read: {
    items: T;
    copy: ListingCopy;
    settings: SiteSettings | null;
  }) => Partial<SeoInput> = () => ({}),
): Promise<{ items: T; settings: SiteSettings | null; page: ListingPage }> {
  const [settings, read, copy] = await Promise.all([
    loadSiteSettings(context),
    items,
    loadListingCopy(context, key, routeEntryForPattern(pattern)?.title ?? ""),
  ]);
  const crumbs = [homeCrumb, { label: copy.heading }];
  const page = {
    copy,
    crumbs,
    seo: buildSeo(context, url, settings, {
      title: copy.heading,
      description: copy.description,
      crumbs,
      ...seo({ items: read, copy, settings }),
    }),
  };
  return { items: read, settings, page };
}
