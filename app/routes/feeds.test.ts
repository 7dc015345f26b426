import { describe, expect, it } from "vitest";
import { publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
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
    for (const post of publishedOfType("post")) {
      expect(text).toContain(`<loc>http://site.test/blog-details/${slugOf(post)}</loc>`);
    }
    for (const tag of publishedOfType("tag")) expect(text).toContain(`/tag/${slugOf(tag)}</loc>`);
    expect(text).not.toContain("/my-orders");
    expect(text).not.toContain("/my-courses");
    expect(text).not.toContain("/Signup");
    expect(text.match(/<url>/g)?.length).toBe(text.match(/<lastmod>/g)?.length);
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

describe("/rss.xml", () => {
  it("carries the newest posts, escaped", async () => {
    const { response, text } = await body(rssLoader, "/rss.xml");
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const posts = publishedOfType("post");
    expect(text.match(/<item>/g)?.length).toBe(Math.min(20, posts.length));
    expect(text).not.toMatch(/<title>[^<]*&[^a#][^<]*<\/title>/);
  });
});
