import { describe, expect, it } from "vitest";
import { DATASET, publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
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
    const posts = publishedOfType("post");
    expect(text.match(/<item>/g)?.length).toBe(Math.min(20, posts.length));
    expect(text).not.toMatch(/<title>[^<]*&[^a#][^<]*<\/title>/);
  });
});
