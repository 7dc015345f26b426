// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/embedded-source.server";
import type { ContentSettings } from "~/request-context";
import { NotFoundPage } from "~/shell/error-pages";
import { loadContentDocuments, sanityApiHandlers } from "../../tests/msw/sanity-api.ts";
import { valueIn } from "../../tests/pages/dataset.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import BlogList, { loader as blogLoader } from "./blog-list";
import Contact, { loader as contactLoader } from "./contact";
import Csr, { loader as csrLoader } from "./csr";
import Search, { loader as searchLoader } from "./search";
import Services, { loader as servicesLoader } from "./services";
import Testimonials, { loader as testimonialsLoader } from "./testimonials";
import Work, { loader as workLoader } from "./work";

/**
 * Marketing edits every listing page's heading, intro and search description
 * in the studio: the queries run against an edited copy of the
 * dataset behind the stand-in for Sanity's API, and the pages show the edits.
 */

realService();
/** msw in the place of Sanity's API. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(cleanup);
afterAll(() => server.close());

const PAGES = [
  { key: "blog", path: "/blog-grid", loader: blogLoader, Component: BlogList },
  { key: "work", path: "/work", loader: workLoader, Component: Work },
  {
    key: "testimonials",
    path: "/testimonials",
    loader: testimonialsLoader,
    Component: Testimonials,
  },
  { key: "csr", path: "/csr", loader: csrLoader, Component: Csr },
  { key: "services", path: "/service", loader: servicesLoader, Component: Services },
  { key: "contact", path: "/contact", loader: contactLoader, Component: Contact },
  { key: "search", path: "/search", loader: searchLoader, Component: Search },
] as const;

type Lang = "en" | "hi";

/** Marketing's edited words for a listing page, in a language. */
const words = (key: string, language: Lang) =>
  language === "en"
    ? {
        heading: `Edited ${key} heading`,
        intro: `An edited line under the ${key} heading.`,
        description: `An edited search description of ${key}.`,
      }
    : {
        heading: `संपादित ${key} शीर्षक`,
        intro: `${key} शीर्षक के नीचे एक संपादित पंक्ति।`,
        description: `${key} का संपादित खोज विवरण।`,
      };

/** The edited listing copy as the studio stores it: each field an internationalized array. */
const edited = (key: string, languages: readonly Lang[] = ["en", "hi"]) => {
  const field = (name: "heading" | "intro" | "description") =>
    languages.map((language) => ({
      _key: `${name}-${language}`,
      _type:
        name === "heading"
          ? "internationalizedArrayStringValue"
          : "internationalizedArrayTextValue",
      language,
      value: words(key, language)[name],
    }));
  return {
    _type: "listingCopy",
    heading: field("heading"),
    intro: field("intro"),
    description: field("description"),
  };
};

let projects = 0;
/** Content from the stand-in for Sanity's API over the dataset, edited by `change`. */
async function sanityWith(
  change: (doc: SanityDocument) => SanityDocument,
): Promise<ContentSettings> {
  const projectId = `listing${++projects}`;
  const documents = (await loadContentDocuments()).map(change);
  server.use(...sanityApiHandlers({ projectId, dataset: "production", documents }));
  return { sanity: { projectId, dataset: "production", apiVersion: "2025-02-19" } };
}

type Loaded = { seo: { title: string; description: string }; crumbs: { label: string }[] };

describe("listing pages in marketing's words", () => {
  it.each(PAGES)("$path: heading, intro and search description from the studio", async (page) => {
    const content = await sanityWith((doc) =>
      doc._id === "listingPages" ? { ...doc, [page.key]: edited(page.key) } : doc,
    );
    const { data } = await runRoute<Loaded>(page.loader as never, {
      path: page.path,
      pattern: page.path,
      content,
    });
    const copy = words(page.key, "en");
    expect(data?.seo.title).toContain(copy.heading);
    expect(data?.seo.description).toBe(copy.description);
    expect(data?.crumbs.at(-1)?.label).toBe(copy.heading);

    const Stub = createRoutesStub([
      {
        path: page.path,
        loader: () => data,
        Component: page.Component as never,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[page.path]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(copy.heading);
    expect(screen.getByText(copy.intro)).toBeTruthy();
  });

  it.each(PAGES)(
    "/hi$path: the Hindi words, or the English ones where Hindi is missing",
    async (page) => {
      const content = await sanityWith((doc) =>
        doc._id === "listingPages" ? { ...doc, [page.key]: edited(page.key) } : doc,
      );
      const path = `/hi${page.path}`;
      const { data } = await runRoute<Loaded>(page.loader as never, {
        path,
        pattern: path,
        content,
      });
      const copy = words(page.key, "hi");
      expect(data?.seo.title).toContain(copy.heading);
      expect(data?.seo.description).toBe(copy.description);
      expect(data?.crumbs.at(-1)?.label).toBe(copy.heading);

      const englishOnly = await sanityWith((doc) =>
        doc._id === "listingPages" ? { ...doc, [page.key]: edited(page.key, ["en"]) } : doc,
      );
      const fallback = await runRoute<Loaded>(page.loader as never, {
        path,
        pattern: path,
        content: englishOnly,
      });
      expect(fallback.data?.crumbs.at(-1)?.label).toBe(words(page.key, "en").heading);
      expect(fallback.data?.seo.description).toBe(words(page.key, "en").description);
    },
  );

  it.each(PAGES)("$path and /hi$path: the embedded dataset's own words", async (page) => {
    const listing = (await loadContentDocuments()).find((doc) => doc._id === "listingPages");
    const copy = listing?.[page.key] as { heading: unknown; description: unknown };
    for (const language of ["en", "hi"] as const) {
      const path = language === "en" ? page.path : `/hi${page.path}`;
      const { data } = await runRoute<Loaded>(page.loader as never, { path, pattern: path });
      expect(data?.crumbs.at(-1)?.label, path).toBe(valueIn(copy.heading, language));
      expect(data?.seo.description, path).toBe(valueIn(copy.description, language));
    }
  });

  it("a dataset without the document still has pages: the table's titles", async () => {
    const content = await sanityWith((doc) =>
      doc._id === "listingPages" ? { ...doc, _id: "elsewhere", _type: "unused" } : doc,
    );
    const { data } = await runRoute<Loaded>(workLoader as never, {
      path: "/work",
      pattern: "/work",
      content,
    });
    expect(data?.crumbs.at(-1)?.label).toBe("Our Work");
  });

  it("the 404 page in the site settings' words, or plain ones without them", () => {
    render(
      <MemoryRouter>
        <NotFoundPage words={{ heading: "Lost?", text: "Nothing lives at this address." }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lost?");
    expect(screen.getByText("Nothing lives at this address.")).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <NotFoundPage words={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
  });
});
