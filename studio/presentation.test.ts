import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { documentPath } from "../app/content/document-path";
import { isPublicEntry, ROUTE_TABLE, routeEntryForPath } from "../app/route-table";
import { DATASET } from "../tests/pages/dataset.ts";
import { DOCUMENT_TYPES } from "../tests/support/studio-schema.ts";
import { ADDRESSED_TYPES, locations, mainDocuments, ROUTE_COVERAGE } from "./presentation";

const publicRoutes = ROUTE_TABLE.filter(isPublicEntry);

/** A route's parameters for a real document: the first of the dataset that has the route's page. */
function examplePath(routePath: string): { path: string; params: Record<string, string> } {
  if (!routePath.includes(":")) return { path: routePath, params: {} };
  for (const doc of DATASET.published) {
    const slug = (doc.slug as { current?: string } | undefined)?.current;
    const own = documentPath({ _type: doc._type, slug, key: doc.key as string | undefined });
    const pattern = new RegExp(`^${routePath.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`);
    const match = own ? pattern.exec(own) : null;
    // The route that answers the path, not another that its pattern also fits (/about for /:slug).
    if (match && own && !own.includes("#") && routeEntryForPath(own)?.path === routePath)
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
    const covered = publicRoutes.filter((entry) => "filter" in (ROUTE_COVERAGE[entry.id] ?? {}));
    expect(mainDocuments.map((resolver) => resolver.route)).toEqual(
      covered.map((entry) => entry.path),
    );
  });

  it("finds exactly one published document for each covered route", async () => {
    for (const resolver of mainDocuments) {
      const { params } = examplePath(String(resolver.route));
      const filter = String(resolver.filter);
      const tree = parse(`*[${filter}]`, { params });
      const found = (await (
        await evaluate(tree, { dataset: DATASET.published, params })
      ).get()) as unknown[];
      expect(found, `${resolver.route}: ${filter}`).toHaveLength(1);
    }
  });

  it("gives every document type locations, or says where it shows", () => {
    expect(Object.keys(locations).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it("locates each document where documentPath puts it", () => {
    for (const type of ADDRESSED_TYPES) {
      const resolver = locations[type] as {
        select: Record<string, string>;
        resolve: (doc: Record<string, unknown> | null) => { locations?: Array<{ href: string }> };
      };
      const docs = DATASET.published.filter((doc) => doc._type === type);
      expect(docs.length, type).toBeGreaterThan(0);
      for (const doc of docs) {
        const slug = (doc.slug as { current?: string } | undefined)?.current;
        const selected = {
          title: doc.title,
          name: doc.name,
          slug,
          key: doc.key,
        };
        const expected = documentPath({ _type: type, slug, key: doc.key as string | undefined });
        const hrefs = resolver.resolve(selected).locations?.map((location) => location.href);
        expect(hrefs, `${type} ${doc._id}`).toEqual(expected ? [expected] : undefined);
      }
    }
  });

  it("lists the listing pages' own routes for their words", () => {
    const state = locations.listingPages as { locations: Array<{ href: string }> };
    const expected = publicRoutes
      .filter((entry) =>
        (ROUTE_COVERAGE[entry.id] as { filter?: string }).filter?.includes("listingPages"),
      )
      .map((entry) => entry.path);
    expect(state.locations.map((location) => location.href)).toEqual(expected);
    expect(expected).toContain("/blog-grid");
  });
});
