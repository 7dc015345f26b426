import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { DEAD_SERVICE } from "../../tests/support/service-faults.ts";
import { loader as aboutLoader } from "./about";
import { loader as csrLoader } from "./csr";
import { loader as homeLoader } from "./home";
import { loader as serviceLineLoader } from "./service-line";
import { loader as servicesLoader } from "./services";
import { loader as testimonialsLoader } from "./testimonials";
import { loader as workLoader } from "./work";
import { loader as workDetailsLoader } from "./work-details";

/** Public content pages on the embedded dataset, the real service, msw in Sanity's place. */

realService();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

type HomeData = Awaited<ReturnType<typeof homeLoader>>;

describe("home pages", () => {
  it.each([
    ["/", "one"],
    ["/home-one", "one"],
    ["/home-two", "two"],
    ["/home-three", "three"],
  ])(
    "%s is built from the home page document's layout %s, block by block",
    async (path, layout) => {
      const { data } = await runRoute<HomeData>(homeLoader as never, { path, pattern: path });
      const home = publishedOfType("homePage", "en")[0] as Record<
        string,
        { _key: string; _type: string }[]
      >;
      const field = `layout${layout[0]?.toUpperCase()}${layout.slice(1)}`;
      expect(data?.layout).toBe(layout);
      expect(data?.field).toBe(field);
      // The blocks in the document's order, none lost to the checks.
      expect(data?.blocks.map((block) => `${block._key}:${block._type}`)).toEqual(
        home[field]?.map((block) => `${block._key}:${block._type}`),
      );
      const posts = data?.blocks.find((block) => block._type === "latestPosts");
      expect(posts?._type === "latestPosts" && posts.posts).toHaveLength(3);
      expect(data?.slides.length).toBeGreaterThan(0);
      expect(data?.seo.canonical).toBe("http://site.test/");
      expect(data?.seo.jsonLd.map((item) => item["@type"])).toEqual(
        expect.arrayContaining(["Organization", "WebSite"]),
      );
    },
  );

  it("/hi is built from the Hindi home page document", async () => {
    const { data } = await runRoute<HomeData>(homeLoader as never, { path: "/hi", pattern: "/hi" });
    const home = publishedOfType("homePage", "hi")[0] as Record<
      string,
      { _key: string; _type: string }[]
    >;
    expect(home).toBeDefined();
    expect(data?.blocks.map((block) => `${block._key}:${block._type}`)).toEqual(
      home.layoutOne?.map((block) => `${block._key}:${block._type}`),
    );
    expect(data?.seo.canonical).toBe("http://site.test/hi");
  });

  it("renders without the slider when the service API is down", async () => {
    const { data } = await runRoute<HomeData>(homeLoader as never, {
      path: "/",
      pattern: "/",
      transport: DEAD_SERVICE,
    });
    expect(data?.slides).toEqual([]);
    expect(data?.blocks[0]?._type).toBe("hero");
  });
});

describe("/about, /service, service-line pages", () => {
  it("/about shows the about page with Organization data", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof aboutLoader>>>(aboutLoader as never, {
      path: "/about",
      pattern: "/about",
    });
    const about = publishedOfType("aboutPage", "en")[0];
    expect(data?.page.intro).toBe(about?.intro);
    expect(data?.seo.jsonLd[0]).toMatchObject({ "@type": "Organization" });
  });

  it("/service lists every service line in display order", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof servicesLoader>>>(
      servicesLoader as never,
      { path: "/service", pattern: "/service" },
    );
    const expected = publishedOfType("serviceLine", "en")
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((line) => line.key);
    expect(data?.lines.map((line) => line.key)).toEqual(expected);
    expect(expected).toHaveLength(9);
  });

  it("/hi/about and /hi/service show the Hindi documents", async () => {
    const about = await runRoute<Awaited<ReturnType<typeof aboutLoader>>>(aboutLoader as never, {
      path: "/hi/about",
      pattern: "/hi/about",
    });
    expect(about.data?.page.intro).toBe(publishedOfType("aboutPage", "hi")[0]?.intro);
    expect(about.data?.seo.canonical).toBe("http://site.test/hi/about");
    const service = await runRoute<Awaited<ReturnType<typeof servicesLoader>>>(
      servicesLoader as never,
      { path: "/hi/service", pattern: "/hi/service" },
    );
    const hindi = publishedOfType("serviceLine", "hi").sort(
      (a, b) => Number(a.order) - Number(b.order),
    );
    expect(service.data?.lines.map((line) => line.key)).toEqual(hindi.map((line) => line.key));
    expect(service.data?.lines.map((line) => line.title)).toEqual(hindi.map((line) => line.title));
  });

  it.each([
    ["/shatayu-about", "shatayu", "/shatayu"],
    ["/PharmaEdge-about", "pharma-edge", "/PharmaEdge"],
    ["/astira", "astira", null],
  ])(
    "%s shows the public page of its service line, never its members-only text",
    async (path, key, module) => {
      const { data } = await runRoute<Awaited<ReturnType<typeof serviceLineLoader>>>(
        serviceLineLoader as never,
        { path, pattern: path },
      );
      expect(data?.line.key).toBe(key);
      expect(data?.module).toBe(module);
      expect(JSON.stringify(data)).not.toMatch(/memberBody|memberIntro|memberResources/);
      const line = publishedOfType("serviceLine", "en").find((doc) => doc.key === key);
      if (typeof line?.memberIntro === "string") {
        expect(JSON.stringify(data)).not.toContain(line.memberIntro);
      }
    },
  );
});

describe("/work and /work-details/{slug}", () => {
  type WorkData = Awaited<ReturnType<typeof workLoader>>;
  const items = publishedOfType("work", "en");

  it("lists all work, and filters by category", async () => {
    const all = await runRoute<WorkData>(workLoader as never, { path: "/work", pattern: "/work" });
    expect(all.data?.items).toHaveLength(items.length);
    const category = String(items[0]?.category);
    const filtered = await runRoute<WorkData>(workLoader as never, {
      path: `/work?category=${category}`,
      pattern: "/work",
    });
    expect(filtered.data?.items.map((item) => item.category)).toEqual(
      items.filter((item) => item.category === category).map(() => category),
    );
  });

  it("sends an unknown category back to all work", async () => {
    const { response } = await runRoute(workLoader as never, {
      path: "/work?category=%22%20||%20true",
      pattern: "/work",
    });
    expect(response?.headers.get("location")).toBe("/work");
  });

  it("shows a project with its gallery, client, services and a neighbour", async () => {
    const item = items[0];
    if (!item) throw new Error("no work in the dataset");
    const { data } = await runRoute<Awaited<ReturnType<typeof workDetailsLoader>>>(
      workDetailsLoader as never,
      {
        path: `/work-details/${slugOf(item)}`,
        pattern: "/work-details/:id",
        params: { id: slugOf(item) },
      },
    );
    expect(data?.work.client).toBe(item.client);
    expect(data?.work.gallery?.length).toBeGreaterThan(0);
    expect(data?.work.services?.length).toBeGreaterThan(0);
    expect(data?.work.newer ?? data?.work.older).toBeTruthy();
  });

  it("answers an unknown project with the 404 page", async () => {
    const { response } = await runRoute(workDetailsLoader as never, {
      path: "/work-details/nothing",
      pattern: "/work-details/:id",
      params: { id: "nothing" },
    });
    expect(response?.status).toBe(404);
  });
});

describe("/testimonials and /csr", () => {
  it("lists every testimonial", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof testimonialsLoader>>>(
      testimonialsLoader as never,
      { path: "/testimonials", pattern: "/testimonials" },
    );
    expect(data?.testimonials).toHaveLength(publishedOfType("testimonial", "en").length);
    expect(data?.testimonials.length).toBeGreaterThanOrEqual(8);
  });

  it("lists only the Hindi testimonials on /hi/testimonials", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof testimonialsLoader>>>(
      testimonialsLoader as never,
      { path: "/hi/testimonials", pattern: "/hi/testimonials" },
    );
    const hindi = publishedOfType("testimonial", "hi");
    expect(hindi.length).toBeGreaterThan(0);
    expect(data?.testimonials).toHaveLength(hindi.length);
  });

  it("lists every CSR initiative in display order", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof csrLoader>>>(csrLoader as never, {
      path: "/csr",
      pattern: "/csr",
    });
    const expected = publishedOfType("csrInitiative", "en")
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((doc) => doc.title);
    expect(data?.initiatives.map((initiative) => initiative.title)).toEqual(expected);
  });

  it("lists the Hindi initiatives on /hi/csr, and only those", async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof csrLoader>>>(csrLoader as never, {
      path: "/hi/csr",
      pattern: "/hi/csr",
    });
    const expected = publishedOfType("csrInitiative", "hi")
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((doc) => doc.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(data?.initiatives.map((initiative) => initiative.title)).toEqual(expected);
  });
});

describe("when Sanity is unreachable and nothing is cached", () => {
  it("a page answers 503 quickly, never a hang or a 500", async () => {
    server.use(http.get("https://deadproject.apicdn.sanity.io/*", () => HttpResponse.error()));
    const started = Date.now();
    const { response } = await runRoute(testimonialsLoader as never, {
      path: "/testimonials",
      pattern: "/testimonials",
      content: {
        sanity: { projectId: "deadproject", dataset: "production", apiVersion: "2025-02-19" },
      },
    });
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe("30");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
