import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/embedded-source.server";
import { sitemapXml } from "~/content/feeds.server";
import { DATASET, postsNewestFirst, publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { parseSitemap } from "../../tests/support/sitemap-protocol.ts";
import { loader as detailsLoader } from "./blog-details";
import { loader as previewLoader } from "./preview";
import { loader as robotsLoader } from "./robots";
import { loader as rssLoader } from "./rss";
import { loader as sitemapLoader } from "./sitemap";

async function body(loader: unknown, path: string, siteUrl?: string) {
  const { response } = await runRoute(loader as never, {
    path,
    pattern: path,
    content: siteUrl ? { siteUrl } : {},
  });
  if (!response) throw new Error("expected a Response");
  return { response, text: await response.text() };
}

/** What an editor might type: URL syntax, Devanagari, and any code point (lone surrogates too). */
const slugCharacter = fc.oneof(
  fc.constantFrom(..."%?#/.\\ &+-_~:@'\"<>"),
  fc.constantFrom(..."नीटकीतैयारी"),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

describe("/sitemap.xml", () => {
  it("lists every public page and document with its lastmod", async () => {
    const { response, text } = await body(sitemapLoader, "/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    for (const path of [
      "/",
      "/about",
      "/service",
      "/work",
      "/blog-grid",
      "/csr",
      "/contact",
      "/astira",
    ]) {
      expect(text).toContain(`<loc>http://site.test${path}</loc>`);
    }
    for (const post of publishedOfType("post", "en")) {
      expect(text).toContain(`<loc>http://site.test/blog-details/${slugOf(post)}</loc>`);
    }
    for (const post of publishedOfType("post", "hi")) {
      expect(text).toContain(`<loc>http://site.test/hi/blog-details/${slugOf(post)}</loc>`);
    }
    for (const tag of publishedOfType("tag")) expect(text).toContain(`/tag/${slugOf(tag)}</loc>`);
    expect(text).not.toContain("/my-orders");
    expect(text).not.toContain("/my-courses");
    expect(text).not.toContain("/Signup");
    expect(text.match(/<url>/g)?.length).toBe(text.match(/<lastmod>/g)?.length);
  });

  it("pairs each page with its translation, both ways, and x-default on English", async () => {
    const { text } = await body(sitemapLoader, "/sitemap.xml");
    const urls = new Map(
      [...text.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map((m) => [m[1], m[0]]),
    );
    const alternates = (loc: string) =>
      Object.fromEntries(
        [...(urls.get(loc) ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    const hindiPost = publishedOfType("post", "hi")[0];
    if (!hindiPost) throw new Error("no Hindi post in the dataset");
    for (const path of ["/about", "/", `/blog-details/${slugOf(hindiPost)}`]) {
      const en = `http://site.test${path}`;
      const hi = `http://site.test${path === "/" ? "/hi" : `/hi${path}`}`;
      const pair = { "en-IN": en, "hi-IN": hi, "x-default": en };
      expect(alternates(en), path).toEqual(pair);
      expect(alternates(hi), path).toEqual(pair);
    }
    // A post with no translation names no alternates.
    const untranslated = publishedOfType("post", "en").find(
      (post) => !publishedOfType("post", "hi").some((hi) => slugOf(hi) === slugOf(post)),
    );
    if (!untranslated) throw new Error("every post is translated");
    expect(alternates(`http://site.test/blog-details/${slugOf(untranslated)}`)).toEqual({});
    expect(text).not.toContain(`/hi/blog-details/${slugOf(untranslated)}<`);
  });

  it("dates a listing by its own language's documents", async () => {
    const { text } = await body(sitemapLoader, "/sitemap.xml");
    const lastmod = (loc: string) =>
      new RegExp(`<loc>${loc}</loc><lastmod>([^<]+)</lastmod>`).exec(text)?.[1];
    const newestOf = (docs: SanityDocument[]) =>
      docs
        .map((doc) => String(doc._updatedAt))
        .sort()
        .at(-1);
    for (const language of ["en", "hi"] as const) {
      const prefix = language === "en" ? "" : "/hi";
      const posts = newestOf(publishedOfType("post", language));
      expect(lastmod(`http://site.test${prefix}/blog-grid`), language).toBe(posts);
      // The home page lists the newest posts: it changes with them, or with its own document.
      const home = newestOf(publishedOfType("homePage", language));
      expect(lastmod(`http://site.test${prefix || "/"}`), language).toBe(
        [posts, home].sort().at(-1),
      );
    }
  });

  it("validates by the sitemap protocol, strictly parsed, with its alternates", async () => {
    const { text } = await body(sitemapLoader, "/sitemap.xml");
    const urls = parseSitemap(text);
    expect(urls.length).toBe(text.match(/<url>/g)?.length);
    expect(urls.filter((url) => url.alternates.length > 0).length).toBeGreaterThan(10);
  });

  it("writes an editor's Devanagari or spaced slug URL-escaped, so the sitemap still validates", () => {
    const xml = sitemapXml("https://example.in", [
      {
        path: "/hi/blog-details/नीट की तैयारी",
        lastmod: "2026-11-28T00:00:00Z",
        alternates: [
          { language: "hi", path: "/hi/blog-details/नीट की तैयारी" },
          { language: "en", path: "/blog-details/neet & more" },
        ],
      },
      { path: "/blog-details/neet & more", lastmod: null, alternates: [] },
    ]);
    const [hindi, english] = parseSitemap(xml);
    const escaped = `/hi/blog-details/${encodeURIComponent("नीट")}%20${encodeURIComponent("की")}%20${encodeURIComponent("तैयारी")}`;
    expect(hindi?.loc).toBe(`https://example.in${escaped}`);
    expect(english?.loc).toBe("https://example.in/blog-details/neet%20&%20more");
    expect(hindi?.alternates.map((a) => a.href)).toContain(`https://example.in${escaped}`);
    expect(decodeURIComponent(new URL(hindi?.loc ?? "").pathname)).toBe(
      "/hi/blog-details/नीट की तैयारी",
    );
  });

  it("stays valid whatever an editor types as a slug (generated slugs, any Unicode)", () => {
    fc.assert(
      fc.property(fc.string({ unit: slugCharacter, maxLength: 40 }), (slug) => {
        const path = `/hi/blog-details/${slug}`;
        const xml = sitemapXml("https://example.in", [
          { path, lastmod: null, alternates: [{ language: "hi", path }] },
        ]);
        const [url, ...rest] = parseSitemap(xml);
        expect(rest).toEqual([]);
        expect(url?.alternates.map((alternate) => alternate.href)).toContain(url?.loc);
        // The address names the page of that very slug (`/` and dot segments aside: the
        // router reads those as steps in the path).
        if (!slug.includes("/") && !/^\.{1,2}$/.test(slug.toWellFormed())) {
          const pathname = new URL(url?.loc ?? "").pathname;
          expect(decodeURIComponent(pathname)).toBe(path.toWellFormed());
        }
      }),
      { numRuns: 300 },
    );
  });

  it("uses SITE_URL when it is set", async () => {
    const { text } = await body(sitemapLoader, "/sitemap.xml", "https://www.example.in");
    expect(text).toContain("<loc>https://www.example.in/about</loc>");
  });
});

describe("/robots.txt", () => {
  it("allows the public site and points at the sitemap", async () => {
    const { text } = await body(robotsLoader, "/robots.txt");
    expect(text).toContain("Disallow: /my-profile");
    // One line for the list and every course under it.
    expect(text).toContain("Disallow: /my-courses\n");
    expect(text).toContain("Sitemap: http://site.test/sitemap.xml");
  });
});

describe("an editor in preview", () => {
  it("still gets the published sitemap and feed: machines read them", async () => {
    const secret = "preview-secret-".padEnd(40, "x");
    const draft = DATASET.drafts.find((doc) => doc._type === "post" && doc.title);
    if (!draft) throw new Error("the dataset should hold a draft of a post");
    const on = await runRoute(previewLoader as never, {
      path: `/preview?secret=${secret}`,
      pattern: "/preview",
      content: { previewSecret: secret },
    });
    const cookie = (on.response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    for (const [loader, path] of [
      [rssLoader, "/rss.xml"],
      [sitemapLoader, "/sitemap.xml"],
    ] as const) {
      const read = async (headers?: HeadersInit) => {
        const { response } = await runRoute(loader as never, {
          path,
          pattern: path,
          content: { previewSecret: secret },
          init: headers ? { headers } : undefined,
        });
        return response?.text();
      };
      expect(await read({ cookie }), path).toBe(await read());
    }
    // The cookie does show the draft on its page.
    const page = await runRoute<{ post: { title: string } }>(detailsLoader as never, {
      path: `/blog-details/${slugOf(draft)}`,
      pattern: "/blog-details/:id",
      params: { id: slugOf(draft) },
      content: { previewSecret: secret },
      init: { headers: { cookie } },
    });
    expect(page.data?.post.title).toBe(draft.title);
  });
});

describe("/rss.xml", () => {
  it("carries the newest posts, escaped", async () => {
    const { response, text } = await body(rssLoader, "/rss.xml");
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const posts = postsNewestFirst("en");
    const newest = posts[0];
    if (!newest) throw new Error("no English posts in the dataset");
    expect(text.match(/<item>/g)?.length).toBe(Math.min(20, posts.length));
    expect(text).toContain(`<link>http://site.test/blog-details/${slugOf(newest)}</link>`);
    expect(text).toContain("<language>en-IN</language>");
    expect(text).not.toContain("/hi/");
    expect(text).not.toMatch(/<title>[^<]*&[^a#][^<]*<\/title>/);
  });

  it("/hi/rss.xml carries the Hindi posts, at their Hindi addresses", async () => {
    const { text } = await body(rssLoader, "/hi/rss.xml");
    const posts = postsNewestFirst("hi");
    expect(posts.length).toBeGreaterThan(0);
    expect(text).toContain("<language>hi-IN</language>");
    expect(text).toContain("<link>http://site.test/hi/blog-grid</link>");
    expect(text).toContain('<atom:link href="http://site.test/hi/rss.xml"');
    const items = [...text.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)];
    expect(items.map((m) => m[1])).toEqual(posts.slice(0, 20).map((post) => post.title));
    expect(items.map((m) => m[2])).toEqual(
      posts.slice(0, 20).map((post) => `http://site.test/hi/blog-details/${slugOf(post)}`),
    );
  });
});
