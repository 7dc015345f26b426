import type { DocumentLocationResolvers, DocumentResolver } from "sanity/presentation";
import { documentPath } from "../app/content/document-path";
import { isPublicEntry, ROUTE_TABLE } from "../app/route-table";
import { SERVICE_LINE_PATHS, type ServiceLineKey } from "../app/services/service-line-paths";

/**
 * What the studio's Presentation tool knows about the site, generated from
 * the route table and the one document→path rule (documentPath):
 *  - mainDocuments: which document a public page is about, so opening a page
 *    in the tool opens its document beside it;
 *  - locations: where a document shows, so an open document lists its pages.
 * Every public route of the table is either covered here or left out with
 * its reason (presentation.test.ts fails on a route that is neither).
 */

/** A route's main document, as a GROQ filter (route parameters are its $params). */
type Coverage = { filter: string } | { excluded: string };

const singleton = (id: string): Coverage => ({ filter: `_id == "${id}"` });
const bySlug = (type: string, param: string): Coverage => ({
  filter: `_type == "${type}" && slug.current == $${param}`,
});
const serviceLinePage = (path: string): Coverage => {
  const key = (Object.keys(SERVICE_LINE_PATHS) as ServiceLineKey[]).find(
    (line) => SERVICE_LINE_PATHS[line].page === path,
  );
  return key
    ? { filter: `_type == "serviceLine" && key == "${key}"` }
    : { excluded: "no service line has this page" };
};

const FORM_PAGE =
  "a sign-in or password form: its words are fixed by the specification, not edited in the studio";

/** Each public route's main document, by route id. */
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

/** The routes the Presentation tool shows are the pages anyone may open (isPublicEntry). */
export const mainDocuments: DocumentResolver[] = ROUTE_TABLE.filter(isPublicEntry).flatMap(
  (entry) => {
    const coverage = ROUTE_COVERAGE[entry.id];
    return coverage && "filter" in coverage ? [{ route: entry.path, filter: coverage.filter }] : [];
  },
);

/** The pages whose main document is the singleton `id`, for its locations. */
function pagesOf(id: string): Array<{ title: string; href: string }> {
  const filter = `_id == "${id}"`;
  return ROUTE_TABLE.filter((entry) => {
    const coverage = ROUTE_COVERAGE[entry.id];
    return coverage !== undefined && "filter" in coverage && coverage.filter === filter;
  }).map((entry) => ({ title: entry.title, href: entry.path }));
}

/** Document types that have no page of their own, and where they show instead. */
const SHOWN_ELSEWHERE: Record<string, string> = {
  author: "Authors show on the posts they wrote.",
  redirect: "A redirect has no page: it sends its old address to its new one.",
  section: "A shared section shows on every page that uses it: open one of those pages.",
};

/** Document types with a page of their own (documentPath knows them). */
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

function addressed(type: (typeof ADDRESSED_TYPES)[number]) {
  return {
    select: { title: "title", name: "name", slug: "slug.current", key: "key" },
    resolve: (doc: Record<string, string | undefined> | null) => {
      const href = documentPath({ _type: type, slug: doc?.slug ?? null, key: doc?.key ?? null });
      if (!href)
        return { message: "This document has no page yet: give it a slug and publish it." };
      const title = doc?.title ?? doc?.name ?? href;
      const locations = [{ title, href }];
      // Settings show on every page; the home page stands for them.
      if (type === "siteSettings") locations[0] = { title: "Every page (header and footer)", href };
      return { locations };
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
