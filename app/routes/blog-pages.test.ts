import { describe, expect, it } from "vitest";
import {
  DATASET,
  postsNewestFirst,
  publishedOfType,
  referencing,
  slugOf,
  valueIn,
} from "../../tests/pages/dataset.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { loader as detailsLoader } from "./blog-details";
import { loader as listLoader } from "./blog-list";
import { loader as termLoader } from "./blog-term";

/** Blog pages on the embedded dataset. */

realService();

type ListData = Awaited<ReturnType<typeof listLoader>>;
type DetailsData = Awaited<ReturnType<typeof detailsLoader>>;

const list = (path: string, pattern = "/blog-grid") =>
  runRoute<ListData>(listLoader as never, { path, pattern });

describe("/blog-grid and /blog-classic", () => {
  const posts = postsNewestFirst("en");

  it("shows 9 posts a page, newest first, and the rest on page 2", async () => {
    const first = await list("/blog-grid");
    expect(first.data?.posts.map((post) => post.slug)).toEqual(posts.slice(0, 9).map(slugOf));
    expect(first.data?.pages).toBe(Math.ceil(posts.length / 9));
    const second = await list("/blog-grid?page=2");
    expect(second.data?.posts.map((post) => post.slug)).toEqual(posts.slice(9, 18).map(slugOf));
    expect(second.data?.seo.canonical).toBe("http://site.test/blog-grid?page=2");
  });

  it("is the same list in the classic layout", async () => {
    const classic = await list("/blog-classic", "/blog-classic");
    expect(classic.data?.layout).toBe("classic");
    expect(classic.data?.posts.map((post) => post.slug)).toEqual(posts.slice(0, 9).map(slugOf));
  });

  it.each([
    ["/blog-grid?page=abc", "/blog-grid"],
    ["/blog-grid?page=-3", "/blog-grid"],
    ["/blog-grid?page=0", "/blog-grid"],
    ["/blog-grid?page=1", "/blog-grid"],
    ["/blog-grid?page=2&page=3", "/blog-grid?page=2"],
    [
      "/blog-grid?page=99",
      `/blog-grid${Math.ceil(posts.length / 9) > 1 ? `?page=${Math.ceil(posts.length / 9)}` : ""}`,
    ],
  ])("sends %s to the nearest valid page", async (path, target) => {
    const { response } = await list(path);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(target);
  });

  it("never shows drafts", async () => {
    const draftTitles = DATASET.drafts
      .filter((doc) => doc._type === "post")
      .map((doc) => doc.title);
    expect(draftTitles.length).toBeGreaterThan(0);
    const pages = await Promise.all([list("/blog-grid"), list("/blog-grid?page=2")]);
    const titles = pages.flatMap((page) => page.data?.posts.map((post) => post.title) ?? []);
    expect(titles).toHaveLength(postsNewestFirst("en").length);
    expect(titles.filter((title) => draftTitles.includes(title))).toEqual([]);
  });

  it("lists only Hindi posts on /hi/blog-grid, with Hindi addresses", async () => {
    const hindi = postsNewestFirst("hi");
    expect(hindi.length).toBeGreaterThan(0);
    const { data } = await list("/hi/blog-grid", "/hi/blog-grid");
    expect(data?.posts.map((post) => post.title)).toEqual(
      hindi.slice(0, 9).map((post) => post.title),
    );
    expect(data?.pages).toBe(Math.ceil(hindi.length / 9));
    expect(data?.seo.canonical).toBe("http://site.test/hi/blog-grid");
  });
});

describe("/tag/{slug} and /category/{slug}", () => {
  it.each(["tag", "category"])("lists the posts filed under a %s", async (type) => {
    const term = publishedOfType(type)[0];
    if (!term) throw new Error(`no ${type} in the dataset`);
    const { data } = await runRoute<ListData>(termLoader as never, {
      path: `/${type}/${slugOf(term)}`,
      pattern: `/${type}/:slug`,
      params: { slug: slugOf(term) },
    });
    const expected = referencing(term._id, "post", "en").map(slugOf).sort();
    expect(data?.posts.map((post) => post.slug).sort()).toEqual(expected.slice(0, 9));
    expect(data?.title).toContain(valueIn(term.title, "en"));
    expect(data?.crumbs.map((crumb) => crumb.label)).toEqual(["Home", "Blog", data?.title]);
  });

  it("names a term in Hindi on its Hindi page, over the Hindi posts filed under it", async () => {
    const hindiPosts = publishedOfType("post", "hi");
    const term = publishedOfType("category").find((category) =>
      hindiPosts.some((post) => JSON.stringify(post.categories).includes(category._id)),
    );
    if (!term) throw new Error("no category has a Hindi post");
    const { data } = await runRoute<ListData>(termLoader as never, {
      path: `/hi/category/${slugOf(term)}`,
      pattern: "/hi/category/:slug",
      params: { slug: slugOf(term) },
    });
    expect(data?.title).toContain(valueIn(term.title, "hi"));
    expect(data?.title).not.toContain(valueIn(term.title, "en"));
    expect(data?.intro).toBe(valueIn(term.description, "hi"));
    expect(data?.posts.map((post) => post.slug).sort()).toEqual(
      referencing(term._id, "post", "hi").map(slugOf).sort(),
    );
  });

  it("answers an unknown slug with the 404 page", async () => {
    const { response } = await runRoute(termLoader as never, {
      path: "/tag/no-such-tag",
      pattern: "/tag/:slug",
      params: { slug: "no-such-tag" },
    });
    expect(response?.status).toBe(404);
  });
});

describe("/blog-details/{slug}", () => {
  const post = postsNewestFirst()[0];
  if (!post) throw new Error("no posts in the dataset");

  it("shows the post with author, terms, reading time, related posts and BlogPosting data", async () => {
    const { data } = await runRoute<DetailsData>(detailsLoader as never, {
      path: `/blog-details/${slugOf(post)}`,
      pattern: "/blog-details/:id",
      params: { id: slugOf(post) },
    });
    expect(data?.post.title).toBe(post.title);
    expect(data?.post.author?.name).toBeTruthy();
    expect(data?.post.body?.length).toBeGreaterThan(3);
    expect(data?.minutes).toBeGreaterThanOrEqual(1);
    expect(data?.post.related?.length).toBeGreaterThan(0);
    expect(data?.post.related?.some((related) => related.slug === slugOf(post))).toBe(false);
    const ld = data?.seo.jsonLd.find((item) => item["@type"] === "BlogPosting");
    expect(ld).toMatchObject({ headline: post.title, datePublished: post.publishedAt });
    expect(data?.seo.jsonLd.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    expect(data?.seo.canonical).toBe(`http://site.test/blog-details/${slugOf(post)}`);
    expect(data?.seo.type).toBe("article");
    expect(data?.seo.image?.url).toMatch(/^http:\/\/site\.test\/images\/embedded\/content\//);
  });

  it("shows the Hindi document, with the same slug, under /hi/", async () => {
    const hindi = postsNewestFirst("hi")[0];
    if (!hindi) throw new Error("no Hindi posts in the dataset");
    const { data } = await runRoute<DetailsData>(detailsLoader as never, {
      path: `/hi/blog-details/${slugOf(hindi)}`,
      pattern: "/hi/blog-details/:id",
      params: { id: slugOf(hindi) },
    });
    expect(data?.post.title).toBe(hindi.title);
    expect(data?.seo.canonical).toBe(`http://site.test/hi/blog-details/${slugOf(hindi)}`);
    // The author and the terms are one document for both languages, in Hindi here.
    const author = DATASET.published.find(
      (doc) => doc._id === (hindi.author as { _ref: string })._ref,
    );
    expect(data?.post.author).toMatchObject({
      name: valueIn(author?.name, "hi"),
      role: valueIn(author?.role, "hi"),
      bio: valueIn(author?.bio, "hi"),
      language: "hi",
      bioLanguage: "hi",
    });
    for (const term of [...(data?.post.categories ?? []), ...(data?.post.tags ?? [])]) {
      const doc = DATASET.published.find((each) => each._id === term._id);
      expect(term).toMatchObject({ title: valueIn(doc?.title, "hi"), language: "hi" });
    }
  });

  it.each(["no-such-post", "../etc/passwd", "a".repeat(300)])(
    "answers %s with the 404 page",
    async (slug) => {
      const { response } = await runRoute(detailsLoader as never, {
        path: `/blog-details/${encodeURIComponent(slug)}`,
        pattern: "/blog-details/:id",
        params: { id: slug },
      });
      expect(response?.status).toBe(404);
    },
  );

  it("keeps draft-only posts out of the published site", async () => {
    const draftOnly = DATASET.drafts.find(
      (draft) =>
        draft._type === "post" &&
        !DATASET.published.some((doc) => `drafts.${doc._id}` === draft._id),
    );
    if (!draftOnly) throw new Error("the dataset should hold a draft-only post");
    const { response } = await runRoute(detailsLoader as never, {
      path: `/blog-details/${slugOf(draftOnly)}`,
      pattern: "/blog-details/:id",
      params: { id: slugOf(draftOnly) },
    });
    expect(response?.status).toBe(404);
  });
});
