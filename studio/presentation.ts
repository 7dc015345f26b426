import type { DocumentLocationResolvers, DocumentResolver } from "sanity/presentation";
import { documentPath } from "../app/content/document-path";
import { localizedPath } from "../app/i18n/language-path";
import { HINDI_ROUTES, isPublicEntry, ROUTE_TABLE } from "../app/route-table";
import { SERVICE_LINE_PATHS, type ServiceLineKey } from "../app/services/service-line-paths";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../contract/languages.ts";
import { localizedValue } from "./schemaTypes/fields";
import { isTranslatedType, singletonId } from "./schemaTypes/translation";

// Generated from the route table and documentPath; every public route is covered or excluded
// with its reason (presentation.test.ts holds that).

/** A GROQ filter in the page's language; route parameters are its $params. */
type Coverage = { filter: (language: Language) => string } | { excluded: string };

const inLanguage = (type: string, language: Language) =>
  isTranslatedType(type) ? ` && language == "${language}"` : "";

const singleton = (type: string): Coverage => ({
  filter: (language) => `_id == "${isTranslatedType(type) ? singletonId(type, language) : type}"`,
});
const bySlug = (type: string, param: string): Coverage => ({
  filter: (language) =>
    `_type == "${type}" && slug.current == $${param}${inLanguage(type, language)}`,
});
const serviceLinePage = (path: string): Coverage => {
  const key = (Object.keys(SERVICE_LINE_PATHS) as ServiceLineKey[]).find(
    (line) => SERVICE_LINE_PATHS[line].page === path,
  );
  return key
    ? {
        filter: (language) =>
          `_type == "serviceLine" && key == "${key}"${inLanguage("serviceLine", language)}`,
      }
    : { excluded: "no service line has this page" };
};

const FORM_PAGE =
  "a sign-in or password form: its words are fixed by the specification, not edited in the studio";

/** By the English route's id, which is the Hindi page's baseId. */
export const ROUTE_COVERAGE: Record<string, Coverage> = {
  home: singleton("homePage"),
  "home-one": singleton("homePage"),
  "home-two": singleton("homePage"),
  "home-three": singleton("homePage"),
  about: singleton("aboutPage"),
  service: singleton("listingPages"),
  work: singleton("listingPages"),
  "work-details": bySlug("work", "id"),
  "blog-grid": singleton("listingPages"),
  "blog-classic": singleton("listingPages"),
  tag: bySlug("tag", "slug"),
  category: bySlug("category", "slug"),
  "blog-details": bySlug("post", "id"),
  contact: singleton("listingPages"),
  testimonials: singleton("listingPages"),
  csr: singleton("listingPages"),
  search: singleton("listingPages"),
  "shatayu-about": serviceLinePage("/shatayu-about"),
  "pharma-edge-about": serviceLinePage("/PharmaEdge-about"),
  astira: serviceLinePage("/astira"),
  page: bySlug("page", "slug"),
  signup: { excluded: FORM_PAGE },
  "request-otp": { excluded: FORM_PAGE },
  "reset-password": { excluded: FORM_PAGE },
};

export const mainDocuments: DocumentResolver[] = [...ROUTE_TABLE, ...HINDI_ROUTES]
  .filter(isPublicEntry)
  .flatMap((entry) => {
    const coverage = ROUTE_COVERAGE[entry.baseId];
    return coverage && "filter" in coverage
      ? [{ route: entry.path, filter: coverage.filter(entry.language) }]
      : [];
  });

function pagesOf(id: string): Array<{ title: string; href: string }> {
  const filter = `_id == "${id}"`;
  return [...ROUTE_TABLE, ...HINDI_ROUTES]
    .filter((entry) => {
      const coverage = ROUTE_COVERAGE[entry.baseId];
      return coverage !== undefined && "filter" in coverage && coverage.filter("en") === filter;
    })
    .map((entry) => ({ title: entry.title, href: entry.path }));
}

const SHOWN_ELSEWHERE: Record<string, string> = {
  author: "Authors show on the posts they wrote.",
  redirect: "A redirect has no page: it sends its old address to its new one.",
  section: "A shared section shows on every page that uses it: open one of those pages.",
  searchSynonyms: "Search synonyms have no page: they change what /search and /hi/search find.",
};

export const ADDRESSED_TYPES = [
  "post",
  "work",
  "tag",
  "category",
  "csrInitiative",
  "testimonial",
  "aboutPage",
  "homePage",
  "siteSettings",
  "serviceLine",
  "page",
] as const;

const languageOf = (doc: Record<string, unknown> | null): Language =>
  isLanguage(doc?.language) ? doc.language : DEFAULT_LANGUAGE;

const TRANSLATED_IN_PLACE = new Set<string>(["tag", "category"]);

/** A title as written, or a translated field's English. */
const wordsOf = (value: unknown): string | undefined =>
  typeof value === "string" ? value : localizedValue(value);

function addressed(type: (typeof ADDRESSED_TYPES)[number]) {
  return {
    select: {
      title: "title",
      name: "name",
      slug: "slug.current",
      key: "key",
      language: "language",
    },
    resolve: (doc: Record<string, unknown> | null) => {
      const slug = typeof doc?.slug === "string" ? doc.slug : null;
      const key = typeof doc?.key === "string" ? doc.key : null;
      const path = documentPath({ _type: type, slug, key });
      if (!path)
        return { message: "This document has no page yet: give it a slug and publish it." };
      const name = wordsOf(doc?.title) ?? wordsOf(doc?.name);
      // Settings are translated field by field: they show on every page of every language.
      if (type === "siteSettings") {
        return {
          locations: LANGUAGES.map(({ id, title }) => ({
            title: `Every page (header and footer), ${title}`,
            href: localizedPath(path, id),
          })),
        };
      }
      // A tag's or a category's words are in every language: it has a page in each.
      if (TRANSLATED_IN_PLACE.has(type)) {
        return {
          locations: LANGUAGES.map(({ id, title }) => ({
            title: `${name ?? path} (${title})`,
            href: localizedPath(path, id),
          })),
        };
      }
      const href = localizedPath(path, languageOf(doc));
      return { locations: [{ title: name ?? href, href }] };
    },
  };
}

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(ADDRESSED_TYPES.map((type) => [type, addressed(type)])),
  listingPages: { locations: pagesOf("listingPages") },
  ...Object.fromEntries(
    Object.entries(SHOWN_ELSEWHERE).map(([type, message]) => [type, { message, tone: "positive" }]),
  ),
};
