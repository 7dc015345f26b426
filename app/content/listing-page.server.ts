import type { RouterContextProvider } from "react-router";
import type { Language } from "#contract/languages.ts";
import type { MessageKey } from "~/i18n/catalogue/en";
import { translatorFor } from "~/i18n/catalogue.server";
import { localHref } from "~/i18n/local-href";
import { requestLanguage } from "~/i18n/request-language.server";
import type { Translate } from "~/i18n/translate";
import type { PageSeo } from "~/lib/meta";
import { routeEntryForPattern } from "~/route-lookup";
import { ENGLISH_ONLY_SEGMENTS } from "~/route-table";
import type { Crumb } from "~/shell/page-header";
import { type ListingCopy, type ListingKey, loadListingCopy } from "./listing-copy.server";
import { buildSeo, type SeoInput } from "./seo.server";
import { loadSiteSettings } from "./site-settings.server";
import type { SiteSettings } from "./types";

export interface PageWords {
  language: Language;
  t: Translate;
  href: (to: string) => string;
  home: Crumb;
  routeTitle: (pattern: string) => string;
}

const ROUTE_TITLES: Readonly<Record<string, MessageKey>> = {
  home: "route.home",
  "home-one": "route.home",
  "home-two": "route.home",
  "home-three": "route.home",
  about: "route.about",
  service: "route.service",
  work: "route.work",
  "work-details": "route.work-details",
  "blog-grid": "route.blog-grid",
  "blog-classic": "route.blog-classic",
  tag: "route.tag",
  category: "route.category",
  "blog-details": "route.blog-details",
  contact: "route.contact",
  testimonials: "route.testimonials",
  csr: "route.csr",
  "shatayu-about": "route.shatayu-about",
  "pharma-edge-about": "route.pharma-edge-about",
  astira: "route.astira",
  search: "route.search",
  page: "route.page",
};

export function pageWords(context: Readonly<RouterContextProvider>): PageWords {
  const language = requestLanguage(context);
  const t = translatorFor(language);
  const href = (to: string) => localHref(to, language, ENGLISH_ONLY_SEGMENTS);
  return {
    language,
    t,
    href,
    home: { label: t("crumb.home"), to: href("/") },
    routeTitle: (pattern) => {
      const entry = routeEntryForPattern(pattern);
      const key = entry ? ROUTE_TITLES[entry.baseId] : undefined;
      return key ? t(key) : (entry?.title ?? "");
    },
  };
}

interface ListingPage {
  copy: ListingCopy;
  crumbs: Crumb[];
  seo: PageSeo;
}

interface ListingArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** The route table's title is the heading when the studio has none. */
  pattern: string;
}

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
  const words = pageWords(context);
  const [settings, read, copy] = await Promise.all([
    loadSiteSettings(context),
    items,
    loadListingCopy(context, key, words.routeTitle(pattern)),
  ]);
  const crumbs = [words.home, { label: copy.heading }];
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
