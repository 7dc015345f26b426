// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/embedded-source.server";
import { blog as englishBlog } from "~/i18n/catalogue/en/blog";
import { pages as englishPages } from "~/i18n/catalogue/en/pages";
import { blog as hindiBlog } from "~/i18n/catalogue/hi/blog";
import { pages as hindiPages } from "~/i18n/catalogue/hi/pages";
import { localizedPath } from "~/i18n/language-path";
import { shellLanguage } from "~/i18n/shell-language.server";
import type { ContentSettings } from "~/request-context";
import { routeEntryForPath } from "~/route-lookup";
import { loadContentDocuments, sanityApiHandlers } from "../../tests/msw/sanity-api.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import About, { loader as aboutLoader } from "./about";
import BlogDetails, { loader as blogDetailsLoader } from "./blog-details";
import BlogList, { loader as blogListLoader } from "./blog-list";
import Contact, { loader as contactLoader } from "./contact";
import Csr, { loader as csrLoader } from "./csr";
import Home, { loader as homeLoader } from "./home";
import Search, { loader as searchLoader } from "./search";
import ServiceLine, { loader as serviceLineLoader } from "./service-line";
import Services, { loader as servicesLoader } from "./services";
import Testimonials, { loader as testimonialsLoader } from "./testimonials";
import Work, { loader as workLoader } from "./work";
import WorkDetails, { loader as workDetailsLoader } from "./work-details";

/**
 * The content pages on their Hindi addresses (issue #30): no word the pages write themselves is
 * left in English, and every link to a page the site has in Hindi stays in Hindi. The content is
 * the dataset's every document as a Hindi one (behind the stand-in for Sanity's API), so each
 * page has all its parts, however much of the dataset is translated yet.
 */

realService();
/** msw in the place of Sanity's API. */
const server = setupServer();
let content: ContentSettings;
/** Every text of the dataset: content's own words, which the test does not read as the code's. */
let contentTexts = "";
beforeAll(async () => {
  server.listen({ onUnhandledFrame: "error" });
  const documents = (await loadContentDocuments())
    .filter((doc) => doc.language !== "hi")
    .map((doc): SanityDocument => (doc.language === "en" ? { ...doc, language: "hi" } : doc));
  server.use(...sanityApiHandlers({ projectId: "hindipages", dataset: "production", documents }));
  contentTexts = JSON.stringify(documents).replaceAll("\\n", " ");
  content = {
    sanity: { projectId: "hindipages", dataset: "production", apiVersion: "2025-02-19" },
  };
});
afterEach(cleanup);
afterAll(() => server.close());

const ENGLISH: Record<string, string> = { ...englishPages, ...englishBlog };
const HINDI: Record<string, string> = { ...hindiPages, ...hindiBlog };

/** Values that are numbers in the catalogue's messages. */
const NUMBERS = new Set(["count", "index", "minutes", "rating", "page"]);

/** An English message as a pattern over a whole text: its values any words (numbers: digits). */
function wholeText(message: string): RegExp {
  const escaped = message
    .replace(/\{(\w+), plural,(?:[^{}]|\{[^{}]*\})*\}/g, "\u0001")
    .replace(/\{(\w+)\}/g, (_, name: string) => (NUMBERS.has(name) ? "\u0001" : "\u0000"))
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replaceAll("\u0000", ".+")
    .replaceAll("\u0001", "[\\d,]+(?: \\w+)?");
  return new RegExp(`^${escaped}$`);
}

/** The English words of this part of the catalogue that Hindi says otherwise (not "Astira"). */
const ENGLISH_WORDS = Object.entries(ENGLISH)
  .filter(([key, text]) => HINDI[key] !== text)
  .map(([key, text]) => ({ key, pattern: wholeText(text) }));

/** Every text the page shows or says: its text nodes, labels, placeholders and titles. */
function textsOf(container: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of container.querySelectorAll("[aria-label], [placeholder], [title]")) {
    for (const name of ["aria-label", "placeholder", "title"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

async function renderInHindi(
  Component: ComponentType<never>,
  path: string,
  pattern: string,
  loader: unknown,
  params: Record<string, string> = {},
) {
  const { data, response } = await runRoute(loader as never, { path, pattern, params, content });
  expect(response?.status, `${path} answered ${response?.status}`).toBeUndefined();
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        ...shellLanguage("hi"),
        preview: null,
        editMarks: null,
      }),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ path: path.split("?")[0], loader: () => data, Component: Component as never }],
    },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  await screen.findAllByRole("heading", { level: 1 });
  return { container, data: data as Record<string, unknown> };
}

function expectHindi(container: HTMLElement) {
  const english = textsOf(container)
    .filter((text) => !contentTexts.includes(JSON.stringify(text).slice(1, -1)))
    .flatMap((text) =>
      ENGLISH_WORDS.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
    );
  expect(english).toEqual([]);
  const links = [...container.querySelectorAll("a[href^='/']")].map(
    (link) => link.getAttribute("href") ?? "",
  );
  // A link stays English only where the site has no Hindi page (the members' modules), or
  // where an editor wrote it in the content (it goes where they wrote: decision 0053).
  const englishLinks = links.filter(
    (href) =>
      !href.startsWith("/hi") &&
      !contentTexts.includes(`"href":${JSON.stringify(href)}`) &&
      routeEntryForPath(localizedPath(href, "hi").split(/[?#]/)[0] ?? ""),
  );
  expect(englishLinks).toEqual([]);
  return links;
}

describe("the content pages in Hindi", () => {
  it.each([
    { name: "home", Component: Home, path: "/hi", pattern: "/hi", loader: homeLoader },
    {
      name: "about",
      Component: About,
      path: "/hi/about",
      pattern: "/hi/about",
      loader: aboutLoader,
    },
    {
      name: "services",
      Component: Services,
      path: "/hi/service",
      pattern: "/hi/service",
      loader: servicesLoader,
    },
    {
      name: "a service line",
      Component: ServiceLine,
      path: "/hi/shatayu-about",
      pattern: "/hi/shatayu-about",
      loader: serviceLineLoader,
    },
    { name: "work", Component: Work, path: "/hi/work", pattern: "/hi/work", loader: workLoader },
    {
      name: "the blog",
      Component: BlogList,
      path: "/hi/blog-classic",
      pattern: "/hi/blog-classic",
      loader: blogListLoader,
    },
    {
      name: "testimonials",
      Component: Testimonials,
      path: "/hi/testimonials",
      pattern: "/hi/testimonials",
      loader: testimonialsLoader,
    },
    { name: "CSR", Component: Csr, path: "/hi/csr", pattern: "/hi/csr", loader: csrLoader },
    {
      name: "contact",
      Component: Contact,
      path: "/hi/contact",
      pattern: "/hi/contact",
      loader: contactLoader,
    },
    {
      name: "search, nothing found",
      Component: Search,
      path: "/hi/search?q=zzqxv",
      pattern: "/hi/search",
      loader: searchLoader,
    },
  ])("$name: Hindi words, Hindi links", async ({ Component, path, pattern, loader }) => {
    const { container, data } = await renderInHindi(
      Component as ComponentType<never>,
      path,
      pattern,
      loader,
    );
    expectHindi(container);
    expect((data.seo as { canonical: string }).canonical).toMatch(/^https?:\/\/[^/]+\/hi(\/|$)/);
    const crumbs = (data.crumbs as { to?: string }[] | undefined) ?? [];
    for (const crumb of crumbs) if (crumb.to) expect(crumb.to).toMatch(/^\/hi(\/|$)/);
  });

  it("a post: its byline, reading time, terms and related posts", async () => {
    const list = await runRoute<{ posts: { slug: string }[] }>(blogListLoader as never, {
      path: "/hi/blog-grid",
      pattern: "/hi/blog-grid",
      content,
    });
    const slug = list.data?.posts[0]?.slug ?? "";
    const { container } = await renderInHindi(
      BlogDetails as ComponentType<never>,
      `/hi/blog-details/${slug}`,
      "/hi/blog-details/:id",
      blogDetailsLoader,
      { id: slug },
    );
    const links = expectHindi(container);
    expect(links.some((href) => href === "/hi/blog-grid")).toBe(true);
    expect(container.textContent).toContain(hindiBlog["blog.crumb"]);
    expect(container.textContent).toMatch(/पढ़ने में \d+ मिनट/);
  });

  it("a project: its facts and neighbours, its month in Hindi", async () => {
    const list = await runRoute<{ items: { slug: string }[] }>(workLoader as never, {
      path: "/hi/work",
      pattern: "/hi/work",
      content,
    });
    const slug = list.data?.items[0]?.slug ?? "";
    const { container } = await renderInHindi(
      WorkDetails as ComponentType<never>,
      `/hi/work-details/${slug}`,
      "/hi/work-details/:id",
      workDetailsLoader,
      { id: slug },
    );
    const links = expectHindi(container);
    expect(links.some((href) => href.startsWith("/hi/work?category="))).toBe(true);
    expect(screen.getByText(hindiPages["work.facts"])).toBeTruthy();
  });

  it("search results: kinds and links in Hindi", async () => {
    const { container, data } = await renderInHindi(
      Search as ComponentType<never>,
      "/hi/search?q=neet",
      "/hi/search",
      searchLoader,
    );
    expectHindi(container);
    const hits = data.hits as { href: string; kind: string }[];
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.href).toMatch(/^\/hi\//);
      expect(Object.values(hindiPages)).toContain(hit.kind);
    }
  });
});
