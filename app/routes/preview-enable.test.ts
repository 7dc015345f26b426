import { vercelStegaDecode } from "@vercel/stega";
import fc from "fast-check";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DATASET, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { fakeSanityApi } from "../../tests/support/fake-sanity-api.ts";
import { STEGA, stegaIn } from "../../tests/support/stega.ts";
import type { ContentSettings } from "../request-context";
import { loader as detailsLoader } from "./blog-details";
import { loader as disableLoader } from "./preview-disable";
import { loader as enableLoader } from "./preview-enable";
import { action as perspectiveAction } from "./preview-perspective";

/**
 * The studio's way into preview, against Sanity's API as msw plays it: the
 * studio's secret is a `sanity.previewUrlSecret` document (as the Presentation
 * tool writes it), checked by @sanity/preview-url-secret through the site's
 * read token; drafts and releases come back with a Content Source Map.
 */

const STUDIO = "https://studio.example";
const SECRET = "a-secret-the-studio-wrote-0123456789";
const OLD_SECRET = "a-secret-written-two-hours-ago-0000";
const content: ContentSettings = {
  sanity: {
    projectId: "visualtest",
    dataset: "production",
    apiVersion: "2025-02-19",
    readToken: "read-token",
  },
  studioUrl: STUDIO,
};
const fake = fakeSanityApi("visualtest", "production");
const server = setupServer(...fake.handlers);

const post = DATASET.published.find((doc) => doc._type === "post");
if (!post) throw new Error("the dataset should hold a post");

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  fake.documents.clear();
  for (const doc of DATASET.all) fake.documents.set(doc._id, doc);
  const now = Date.now();
  const secretDoc = (id: string, secret: string, ageMs: number) => ({
    _id: `sanity-preview-url-secret.${id}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date(now - ageMs).toISOString(),
    secret,
    source: "presentation",
    studioUrl: STUDIO,
  });
  fake.documents.set("sanity-preview-url-secret.fresh", secretDoc("fresh", SECRET, 60_000));
  fake.documents.set("sanity-preview-url-secret.old", secretDoc("old", OLD_SECRET, 2 * 3600_000));
  // A release that renames the post, stacked over drafts by the studio.
  fake.documents.set(`versions.rSpring.${post._id}`, {
    ...post,
    _id: `versions.rSpring.${post._id}`,
    title: "The post as the spring release has it",
  });
  fake.queries.length = 0;
});

function enable(params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return runRoute(enableLoader as never, {
    path: `/preview/enable?${query}`,
    pattern: "/preview/enable",
    content,
  });
}

const cookieOf = (response: Response | null) =>
  (response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

function readPost(cookie?: string) {
  const slug = slugOf(post as never);
  return runRoute<{ post: { title: string } }>(detailsLoader as never, {
    path: `/blog-details/${slug}`,
    pattern: "/blog-details/:id",
    params: { id: slug },
    content,
    init: cookie ? { headers: { cookie } } : undefined,
  });
}

describe("/preview/enable", () => {
  it("starts a preview with the studio's secret and goes to the page", async () => {
    const { response } = await enable({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": "/about?tab=team",
      "sanity-preview-perspective": "drafts",
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/about?tab=team");
    expect(response?.headers.get("set-cookie")).toMatch(/^portal_preview=.+HttpOnly/i);
    expect(response?.headers.get("cache-control")).toBe("private, no-store");
    // The secret was asked of Sanity with the token, in the raw perspective.
    expect(fake.queries.at(-1)).toMatchObject({ token: true, perspective: "raw" });
  });

  it.each([
    ["a wrong secret", "not-the-studio's-secret-at-all-0000"],
    ["an expired secret", OLD_SECRET],
    ["an empty secret", ""],
  ])("answers %s with 401 and words, and no preview", async (_name, secret) => {
    const { response } = await enable({
      "sanity-preview-secret": secret,
      "sanity-preview-pathname": "/about",
    });
    expect(response?.status).toBe(401);
    expect(await response?.text()).toMatch(/not valid or has expired.+Presentation tool/);
    expect(response?.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    "//evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/..//evil.example",
    "/%2E%2E//evil.example?a=1",
    "about",
  ])("sends %j to / and nowhere else", async (pathname) => {
    const { response } = await enable({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": pathname,
    });
    expect(response?.headers.get("location")).toBe("/");
  });

  it("never leaves the site, whatever the studio's path says (generated)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), async (pathname) => {
        const { response } = await enable({
          "sanity-preview-secret": SECRET,
          "sanity-preview-pathname": pathname,
        });
        const location = response?.headers.get("location") ?? "";
        expect(response?.status).toBe(302);
        expect(new URL(location, "http://site.test").origin).toBe("http://site.test");
        expect(location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the studio's perspective and passes it to every query (a release's stack)", async () => {
    const { response } = await enable({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": `/blog-details/${slugOf(post as never)}`,
      "sanity-preview-perspective": "rSpring,drafts",
    });
    expect(response?.headers.get("location")).toBe(`/blog-details/${slugOf(post as never)}`);
    fake.queries.length = 0;
    const { data } = await readPost(cookieOf(response));
    expect(data?.post.title).toContain("The post as the spring release has it");
    const perspectives = new Set(fake.queries.map((query) => query.perspective));
    expect([...perspectives]).toEqual(["rSpring,drafts"]);
  });

  it("reads drafts when the studio names no perspective, or one the site does not know", async () => {
    for (const perspective of [undefined, "raw", "drafts,../x", "x".repeat(500)]) {
      const { response } = await enable({
        "sanity-preview-secret": SECRET,
        "sanity-preview-pathname": "/",
        ...(perspective === undefined ? {} : { "sanity-preview-perspective": perspective }),
      });
      fake.queries.length = 0;
      await readPost(cookieOf(response));
      expect(fake.queries.map((query) => query.perspective)).toContain("drafts");
      expect(fake.queries.every((query) => query.perspective === "drafts")).toBe(true);
    }
  });

  it("is a 404 with words on a site without a Sanity read token", async () => {
    const { response } = await runRoute(enableLoader as never, {
      path: `/preview/enable?sanity-preview-secret=${SECRET}`,
      pattern: "/preview/enable",
    });
    expect(response?.status).toBe(404);
    expect(await response?.text()).toMatch(/SANITY_READ_TOKEN/);
  });
});

describe("click-to-edit marks (stega) on Sanity", () => {
  it("a title in preview decodes to its document's edit intent; published has none", async () => {
    const { response } = await enable({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": "/",
    });
    const preview = await readPost(cookieOf(response));
    const title = preview.data?.post.title ?? "";
    const decoded = vercelStegaDecode<{ origin: string; href: string }>(title);
    expect(decoded?.origin).toBe("sanity.io");
    const href = decodeURIComponent(decoded?.href ?? "");
    expect(href.startsWith(`${STUDIO}/intent/edit/`)).toBe(true);
    expect(href).toContain(`id=${post._id}`);
    expect(href).toContain("type=post");
    expect(href).toContain("path=title");

    const published = await readPost();
    expect(published.data?.post.title).toBe(post.title);
    expect(JSON.stringify(published.data)).not.toMatch(STEGA);
  });

  it("keeps stega out of the page's head and JSON-LD", async () => {
    const { response } = await enable({
      "sanity-preview-secret": SECRET,
      "sanity-preview-pathname": "/",
    });
    const preview = await readPost(cookieOf(response));
    const seo = (preview.data as unknown as { seo: unknown }).seo;
    expect(JSON.stringify(preview.data)).toMatch(STEGA);
    expect(stegaIn(JSON.stringify(seo))).toBeUndefined();
  });
});

describe("/preview/perspective and /preview/disable", () => {
  const choose = (perspective: string, cookie?: string) =>
    runRoute<{ ok: boolean }>(perspectiveAction as never, {
      path: "/preview/perspective",
      pattern: "/preview/perspective",
      content,
      init: {
        method: "POST",
        body: new URLSearchParams({ perspective }),
        headers: cookie ? { cookie } : {},
      },
    });

  it("changes the perspective of a preview, and only of a preview", async () => {
    expect((await choose("drafts")).data).toMatchObject({ init: { status: 403 } });
    const { response } = await enable({ "sanity-preview-secret": SECRET });
    const cookie = cookieOf(response);
    expect((await choose("raw", cookie)).data).toMatchObject({ init: { status: 400 } });
    const changed = await choose("rSpring,drafts", cookie);
    const next = (changed.data as unknown as { init: { headers: Record<string, string> } }).init
      .headers["Set-Cookie"];
    fake.queries.length = 0;
    await readPost(next?.split(";")[0]);
    expect(fake.queries.every((query) => query.perspective === "rSpring,drafts")).toBe(true);
  });

  it("ends an hour after it started, whatever the browser keeps, and a new perspective does not extend it", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      const { response } = await enable({ "sanity-preview-secret": SECRET });
      const cookie = cookieOf(response);
      vi.setSystemTime(start + 50 * 60_000);
      const changed = await choose("rSpring,drafts", cookie);
      const header = (changed.data as unknown as { init: { headers: Record<string, string> } }).init
        .headers["Set-Cookie"];
      expect(header).toMatch(/Max-Age=600;/);
      const later = header?.split(";")[0];
      const title = async (value?: string) => (await readPost(value)).data?.post.title;
      expect(await title(later)).toContain("The post as the spring release has it");
      vi.setSystemTime(start + 61 * 60_000);
      for (const copied of [cookie, later]) expect(await title(copied)).toBe(post.title);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends the preview and returns to a path of this site only", async () => {
    const disable = (redirect: string) =>
      runRoute(disableLoader as never, {
        path: `/preview/disable?redirect=${encodeURIComponent(redirect)}`,
        pattern: "/preview/disable",
        content,
      });
    const { response } = await disable("//evil.example");
    expect(response?.headers.get("location")).toBe("/");
    expect(response?.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // Characters a Location header cannot carry come back encoded, never a 500.
    for (const [redirect, location] of [
      ["/€", "/%E2%82%AC"],
      ["/a\u0000b", "/a%00b"],
      ["/..//evil.example", "/"],
    ]) {
      expect((await disable(redirect as string)).response?.headers.get("location")).toBe(location);
    }
  });
});
