// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/embedded-source.server";
import type { ContentSettings } from "~/request-context";
import { ROUTE_TABLE } from "~/route-table";
import { sessionStorageFor } from "~/session/session-storage.server";
import { loadContentDocuments, sanityApiHandlers } from "../../tests/msw/sanity-api.ts";
import { DATASET, publishedOfType } from "../../tests/pages/dataset.ts";
import { pageSettings, realService, runRoute } from "../../tests/pages/page-harness.ts";
import ModulePage, { loader, meta } from "./module";

/**
 * The module pages (/rephub, /shatayu, /PharmaEdge...): the entitlement check
 * first, then the line's members-only content; on the real service, with
 * content from the embedded dataset or a stand-in for Sanity's API.
 */

type ModuleData = Awaited<ReturnType<typeof loader>>;

realService();
/** msw in the place of Sanity's API. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const MODULE_PAGES = ROUTE_TABLE.filter((entry) => entry.file === "routes/module.tsx");

/** Each module page's service line in the dataset. */
const LINE_OF: Record<string, string> = {
  "/rephub": "rephub",
  "/shatayu": "shatayu",
  "/PharmaEdge": "pharma-edge",
  "/EducationService": "education",
  "/CareerService": "career",
  "/MicroService": "micro-business",
  "/SpiritualService": "spiritual",
};

const open = (path: string, as?: string, content?: ContentSettings) =>
  runRoute<ModuleData>(loader as never, { path, pattern: path, as, content });

/** The flashed toast the response's cookie carries to the next page. */
async function toastIn(setCookie: string | null): Promise<string | undefined> {
  const session = await sessionStorageFor(pageSettings()).getSession(setCookie?.split(";")[0]);
  return session.get("toast");
}

let projects = 0;
/**
 * Content from a stand-in for Sanity's API over `documents`, each call its
 * own project (so its own cache), counting the module queries it answers.
 */
function sanityWith(documents: SanityDocument[]) {
  const projectId = `modules${++projects}`;
  const seen = { memberQueries: 0 };
  server.use(
    ...sanityApiHandlers({
      projectId,
      dataset: "production",
      documents,
      onRequest: async (request) => {
        const url = new URL(request.url);
        const query =
          url.searchParams.get("query") ??
          ((await request.clone().json()) as { query: string }).query;
        if (query.includes("memberIntro")) seen.memberQueries += 1;
      },
    }),
  );
  const content: ContentSettings = {
    sanity: { projectId, dataset: "production", apiVersion: "2025-02-19" },
  };
  return { content, seen };
}

describe("module pages for a member who holds them (demo@)", () => {
  it("covers every module page of the route table", () => {
    expect(MODULE_PAGES.map((entry) => entry.path).sort()).toEqual(Object.keys(LINE_OF).sort());
  });

  it.each(MODULE_PAGES.map((entry) => [entry.path, entry.title]))(
    "%s shows its line's members-only content under the title %s",
    async (path, title) => {
      const { data, response } = await open(path, "demo@portal.test");
      expect(response).toBeNull();
      const line = publishedOfType("serviceLine").find((doc) => doc.key === LINE_OF[path]);
      if (!line) throw new Error(`no service line for ${path} in the dataset`);
      expect(data?.title).toBe(title);
      expect(data?.intro).toBe(line.memberIntro);
      expect(data?.body?.length).toBe((line.memberBody as unknown[]).length);
      expect(data?.empty).toBe(false);
      expect(data?.resources.map((resource) => resource.label)).toEqual(
        (line.memberResources as { label: string }[]).map((resource) => resource.label),
      );
    },
  );

  it("/shatayu keeps the h1 'Shatayu' and links its public page", async () => {
    const { data } = await open("/shatayu", "demo@portal.test");
    expect(data?.title).toBe("Shatayu");
    expect(data?.publicPage).toBe("/shatayu-about");
    expect(data?.services).toEqual([]);
  });

  it("/PharmaEdge links PMT Aspirants and Pharma Sales", async () => {
    const { data } = await open("/PharmaEdge", "demo@portal.test");
    expect(data?.services.map((service) => [service.label, service.to])).toEqual([
      ["PMT Aspirants", "/pmt-aspirants"],
      ["Pharma Sales", "/pharma-sales"],
    ]);
    expect(data?.publicPage).toBe("/PharmaEdge-about");
  });

  it("/rephub has no public page of its own to link", async () => {
    const { data } = await open("/rephub", "demo@portal.test");
    expect(data?.publicPage).toBeNull();
  });

  it("is never indexed", () => {
    const tags = meta({ loaderData: { title: "Shatayu" } } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ title: expect.stringMatching(/^Shatayu \| /) });
  });
});

describe("someone the page turns away", () => {
  it("pmt@ (pro_pmt only) on /shatayu: back to / with the no-access toast", async () => {
    const { response, setCookie } = await open("/shatayu", "pmt@portal.test");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(await toastIn(setCookie)).toBe("You Don't Have Access Of This Module");
  });

  it("signed out: to /Signup, coming back here afterwards", async () => {
    const { response } = await open("/SpiritualService");
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2FSpiritualService");
  });

  it("never runs the members-only query for them; it does for a member", async () => {
    const { content, seen } = sanityWith(await loadContentDocuments());
    await open("/shatayu", "pmt@portal.test", content);
    await open("/shatayu", "visitor@portal.test", content);
    await open("/shatayu", undefined, content);
    expect(seen.memberQueries).toBe(0);
    const { data } = await open("/shatayu", "demo@portal.test", content);
    expect(data?.intro).toBeTruthy();
    expect(seen.memberQueries).toBe(1);
  });
});

describe("content states", () => {
  it("a line with no member content yet: the empty state, its public page still linked", async () => {
    const documents = DATASET.all.map(
      ({ memberIntro, memberBody, memberResources, ...doc }) => doc,
    );
    const { content } = sanityWith(documents);
    const { data } = await open("/shatayu", "demo@portal.test", content);
    expect(data).toMatchObject({
      title: "Shatayu",
      intro: null,
      body: null,
      resources: [],
      empty: true,
      publicPage: "/shatayu-about",
    });
  });

  it("a line the CMS does not hold at all: the empty state under the route's title", async () => {
    const { content } = sanityWith(DATASET.all.filter((doc) => doc.key !== "career"));
    const { data } = await open("/CareerService", "demo@portal.test", content);
    expect(data).toMatchObject({ title: "Career Guidance", empty: true, tagline: null });
  });

  it("drops resource links the site will not follow; keeps site paths and web addresses", async () => {
    const documents = DATASET.all.map((doc) =>
      doc.key === "rephub"
        ? {
            ...doc,
            memberResources: [
              { _key: "a", _type: "link", label: "Planner", href: "/rephub#planner" },
              { _key: "b", _type: "link", label: "Script", href: "javascript:alert(1)" },
              { _key: "c", _type: "link", label: "Elsewhere", href: "//evil.example/x" },
              { _key: "d", _type: "link", label: "CDSCO", href: "https://cdsco.gov.in/" },
              { _key: "e", _type: "link", label: "Mail us", href: "mailto:team@example.com" },
            ],
          }
        : doc,
    );
    const { content } = sanityWith(documents);
    const { data } = await open("/rephub", "demo@portal.test", content);
    expect(data?.resources).toEqual([
      { key: "a", label: "Planner", href: "/rephub#planner" },
      { key: "d", label: "CDSCO", href: "https://cdsco.gov.in/" },
      { key: "e", label: "Mail us", href: "mailto:team@example.com" },
    ]);
  });

  it("the CMS down and nothing cached: 503 with Retry-After, for a member", async () => {
    server.use(http.get("https://modulesdown.apicdn.sanity.io/*", () => HttpResponse.error()));
    const { response } = await open("/MicroService", "demo@portal.test", {
      sanity: { projectId: "modulesdown", dataset: "production", apiVersion: "2025-02-19" },
    });
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe("30");
  });
});

describe("the page", () => {
  const base: ModuleData = {
    title: "Pharma Edge",
    tagline: "Sharper pharma sales",
    image: null,
    intro: "Welcome to the members' area.",
    body: [
      {
        _type: "block",
        _key: "b1",
        style: "h2",
        children: [{ _type: "span", _key: "s1", text: "Your first week", marks: [] }],
        markDefs: [],
      },
    ],
    resources: [
      { key: "a", label: "Pharma Sales", href: "/pharma-sales" },
      { key: "b", label: "Department of Pharmaceuticals", href: "https://x.in/" },
    ],
    empty: false,
    publicPage: "/PharmaEdge-about",
    services: [
      { label: "PMT Aspirants", to: "/pmt-aspirants" },
      { label: "Pharma Sales", to: "/pharma-sales" },
    ],
  };

  function renderPage(data: ModuleData) {
    const Stub = createRoutesStub([
      {
        path: "/PharmaEdge",
        loader: () => data,
        Component: ModulePage as never,
        HydrateFallback: () => null,
      },
    ]);
    return render(<Stub initialEntries={["/PharmaEdge"]} />);
  }

  it("has the title, the breadcrumb through Services, the intro, the guide and the links", async () => {
    renderPage(base);
    expect(await screen.findByRole("heading", { level: 1, name: "Pharma Edge" })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(crumbs).getByRole("link", { name: "Services" }).getAttribute("href")).toBe(
      "/service",
    );
    expect(within(crumbs).getByText("Pharma Edge").getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Welcome to the members' area.").className).toBe("lead");
    expect(screen.getByRole("heading", { level: 2, name: "Your first week" })).toBeTruthy();
    const services = screen.getByRole("navigation", { name: "Pharma Edge services" });
    expect(
      within(services)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/pmt-aspirants", "/pharma-sales"]);
    expect(screen.getByRole("link", { name: "About Pharma Edge" }).getAttribute("href")).toBe(
      "/PharmaEdge-about",
    );
  });

  it("lists the resources; a link to another website opens without our referrer", async () => {
    renderPage(base);
    const list = within(await screen.findByRole("region", { name: "Useful links" })).getAllByRole(
      "link",
    );
    expect(list.map((link) => link.getAttribute("href"))).toEqual([
      "/pharma-sales",
      "https://x.in/",
    ]);
    expect(list[0]?.getAttribute("rel")).toBeNull();
    expect(list[1]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(list[1]?.textContent).toBe("Department of Pharmaceuticals (another website)");
  });

  it("says so when there is nothing for members yet", async () => {
    renderPage({ ...base, intro: null, body: null, resources: [], empty: true });
    expect(await screen.findByText(/being prepared/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Useful links" })).toBeNull();
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });
});
