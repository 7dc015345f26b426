import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { documentPath } from "../app/content/document-path";
import { localizedPath } from "../app/i18n/language-path";
import { routeEntryForPath } from "../app/route-lookup";
import { HINDI_ROUTES, isPublicEntry, ROUTE_TABLE } from "../app/route-table";
import { isLanguage, type Language } from "../contract/languages.ts";
import { DATASET } from "../tests/pages/dataset.ts";
import { DOCUMENT_TYPES } from "../tests/support/studio-schema.ts";
import { ADDRESSED_TYPES, locations, mainDocuments, ROUTE_COVERAGE } from "./presentation";
import { isTranslatedType, singletonId } from "./schemaTypes/translation";

const publicRoutes = ROUTE_TABLE.filter(isPublicEntry);
const allPublicRoutes = [...ROUTE_TABLE, ...HINDI_ROUTES].filter(isPublicEntry);

type Doc = (typeof DATASET.published)[number];

const languageOf = (doc: Doc): Language => (isLanguage(doc.language) ? doc.language : "en");

/**
 * The published English documents, each translated document with a Hindi twin (id
 * `<id>-hi`, homePage-hi for a singleton, the same slug): every Hindi page has its document,
 * whatever Hindi the embedded dataset holds so far.
 */
const WITH_TWINS: Doc[] = (() => {
  const english = DATASET.published.filter((doc) => languageOf(doc) === "en");
  const twins = english
    .filter((doc) => isTranslatedType(doc._type))
    .map((doc) => ({
      ...doc,
      _id: doc._id === doc._type ? singletonId(doc._type, "hi") : `${doc._id}-hi`,
      language: "hi",
    }));
  return [...english, ...twins];
})();

/** Where a document shows: its English path, under /hi for a Hindi one. */
function pathOf(doc: Doc): string | null {
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  const own = documentPath({ _type: doc._type, slug, key: doc.key as string | undefined });
  return own ? localizedPath(own, languageOf(doc)) : null;
}

/** Every page a document has: a translated one its language's, any other one in each language. */
function pagesOf(doc: Doc): string[] {
  const own = pathOf(doc);
  if (!own) return [];
  return isTranslatedType(doc._type) ? [own] : [own, localizedPath(own, "hi")];
}

/** A route's parameters for a real document: the first of the dataset that has the route's page. */
function examplePath(routePath: string): { path: string; params: Record<string, string> } {
  if (!routePath.includes(":")) return { path: routePath, params: {} };
  const pattern = new RegExp(`^${routePath.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`);
  for (const own of WITH_TWINS.flatMap(pagesOf)) {
    const match = pattern.exec(own);
    // The route that answers the path, not another that its pattern also fits (/about for /:slug).
    if (match && !own.includes("#") && routeEntryForPath(own)?.path === routePath)
      return { path: own, params: { ...match.groups } };
  }
  throw new Error(`no document of the dataset has a page at ${routePath}`);
}

describe("the Presentation tool's map of the site", () => {
  it("covers every public route of the route table, or leaves it out with a reason", () => {
    expect(Object.keys(ROUTE_COVERAGE).sort()).toEqual(
      publicRoutes.map((entry) => entry.id).sort(),
    );
    for (const [id, coverage] of Object.entries(ROUTE_COVERAGE)) {
      if ("excluded" in coverage) expect(coverage.excluded.length, id).toBeGreaterThan(20);
    }
    // Every language's page of a covered route: /about and /hi/about.
    const covered = allPublicRoutes.filter(
      (entry) => "filter" in (ROUTE_COVERAGE[entry.baseId] ?? {}),
    );
    expect(mainDocuments.map((resolver) => resolver.route)).toEqual(
      covered.map((entry) => entry.path),
    );
    expect(mainDocuments.map((resolver) => resolver.route)).toContain("/hi/about");
  });

  it("finds exactly one published document for each covered route, in the page's language", async () => {
    for (const resolver of mainDocuments) {
      const { params } = examplePath(String(resolver.route));
      const filter = String(resolver.filter);
      const tree = parse(`*[${filter}]`, { params });
      const found = (await (await evaluate(tree, { dataset: WITH_TWINS, params })).get()) as Doc[];
      expect(found, `${resolver.route}: ${filter}`).toHaveLength(1);
      const [doc] = found;
      if (doc && isTranslatedType(doc._type)) {
        const language = String(resolver.route).startsWith("/hi") ? "hi" : "en";
        expect(languageOf(doc), `${resolver.route}: ${doc._id}`).toBe(language);
      }
    }
  });

  it("gives every document type locations, or says where it shows", () => {
    expect(Object.keys(locations).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it("locates each document where documentPath puts it, under /hi for a Hindi one", () => {
    for (const type of ADDRESSED_TYPES) {
      const resolver = locations[type] as {
        select: Record<string, string>;
        resolve: (doc: Record<string, unknown> | null) => { locations?: Array<{ href: string }> };
      };
      const docs = WITH_TWINS.filter((doc) => doc._type === type);
      expect(docs.length, type).toBeGreaterThan(0);
      for (const doc of docs) {
        const selected = {
          title: doc.title,
          name: doc.name,
          slug: (doc.slug as { current?: string } | undefined)?.current,
          key: doc.key,
          language: doc.language,
        };
        const expected = pathOf(doc);
        const hrefs = resolver.resolve(selected).locations?.map((location) => location.href);
        // The settings show on every page of every language: the home pages stand for them.
        if (type === "siteSettings") expect(hrefs).toEqual(["/", "/hi"]);
        // A tag's or a category's words are in both languages: its page in each.
        else if (type === "tag" || type === "category") expect(hrefs).toEqual(pagesOf(doc));
        else expect(hrefs, `${type} ${doc._id}`).toEqual(expected ? [expected] : undefined);
      }
    }
    expect(WITH_TWINS.some((doc) => pathOf(doc)?.startsWith("/hi/blog-details/"))).toBe(true);
  });

  it("lists the listing pages' own routes, in every language, for their words", () => {
    const state = locations.listingPages as { locations: Array<{ href: string }> };
    const expected = allPublicRoutes
      .filter((entry) => {
        const coverage = ROUTE_COVERAGE[entry.baseId];
        return (
          coverage !== undefined &&
          "filter" in coverage &&
          coverage.filter("en").includes("listingPages")
        );
      })
      .map((entry) => entry.path);
    expect(state.locations.map((location) => location.href)).toEqual(expected);
    expect(expected).toContain("/blog-grid");
    expect(expected).toContain("/hi/blog-grid");
  });
});
