// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/embedded-source.server";
import type { ContentSettings } from "~/request-context";
import { NotFoundPage } from "~/shell/error-pages";
import { createServiceHandlers } from "../../tests/msw/handlers.ts";
import { loadContentDocuments, sanityApiHandlers } from "../../tests/msw/sanity-api.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
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

const server = setupServer(...createServiceHandlers().handlers);
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

const edited = (key: string) => ({
  _type: "listingCopy",
  heading: `Edited ${key} heading`,
  intro: `An edited line under the ${key} heading.`,
  description: `An edited search description of ${key}.`,
});

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
    const copy = edited(page.key);
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

  it.each(PAGES)("$path: the embedded dataset's own words", async (page) => {
    const listing = (await loadContentDocuments()).find((doc) => doc._id === "listingPages");
    const words = listing?.[page.key] as { heading: string; description: string };
    const { data } = await runRoute<Loaded>(page.loader as never, {
      path: page.path,
      pattern: page.path,
    });
    expect(data?.crumbs.at(-1)?.label).toBe(words.heading);
    expect(data?.seo.description).toBe(words.description);
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
