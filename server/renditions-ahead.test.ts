import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentFigure, ContentImage } from "../app/content/content-image.tsx";
import { CONTENT_IMAGES_PATH, createContentImages } from "./content-images.ts";
import { renditionCache } from "./image-cache.ts";
import type { Rendition } from "./image-render.ts";
import {
  BROWSER_IMAGE_ACCEPT,
  createRenditionsAhead,
  PAGES_AHEAD,
  pictureUrls,
} from "./renditions-ahead.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A picture saved under the name Sanity's export gives it, as a page's query projects it. */
async function exported(dir: string, width: number, height: number): Promise<ContentFigure> {
  const bytes = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  await writeFile(path.join(dir, `${sha1}-${width}x${height}.jpg`), bytes);
  return {
    alt: "A picture",
    caption: null,
    crop: null,
    hotspot: null,
    asset: { _id: `image-${sha1}-${width}x${height}-jpg`, width, height, lqip: null },
  };
}

/** A page as the site renders it: `<ContentImage>` writes the srcsets. */
const pageOf = (...figures: Array<{ image: ContentFigure; aspect?: number }>) =>
  `<!doctype html><html><body>${figures
    .map((props) => renderToString(createElement(ContentImage, { ...props, sizes: "100vw" })))
    .join("")}</body></html>`;

describe("reading a page's pictures", () => {
  it("takes every src and srcset candidate of the image route, each once, and nothing else", () => {
    const html = `<img src="/images/embedded/content/a-1x1.jpg?w=960&amp;auto=format"
      srcset="/images/embedded/content/a-1x1.jpg?w=160&amp;auto=format 160w, /images/embedded/content/a-1x1.jpg?w=960&amp;auto=format 960w">
      <img src="https://cdn.sanity.io/images/p/d/a-1x1.jpg?w=160"><a href="/images/embedded/content/x">x</a>
      <link rel="preload" as="image" imagesrcset="/images/embedded/content/b-1x1.jpg?w=320 320w">`;
    expect(pictureUrls(html)).toEqual([
      "/images/embedded/content/a-1x1.jpg?w=960&auto=format",
      "/images/embedded/content/a-1x1.jpg?w=160&auto=format",
      "/images/embedded/content/b-1x1.jpg?w=320",
    ]);
  });

  it("makes ahead the pictures of the front door in every language", () => {
    expect(PAGES_AHEAD).toEqual(["/", "/hi"]);
  });
});

describe("pictures made ahead on the image route", () => {
  let root: string;
  let wide: ContentFigure;
  let square: ContentFigure;
  let fresh: ContentFigure;
  let images: ReturnType<typeof createContentImages>;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "image-ahead-"));
    [wide, square, fresh] = await Promise.all([
      exported(root, 800, 500),
      exported(root, 600, 600),
      exported(root, 400, 300),
    ]);
    images = createContentImages({ dir: root });
    const app = express();
    app.use(CONTENT_IMAGES_PATH, images.router);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close?.();
    await rm(root, { recursive: true, force: true });
  });

  it("makes every size the pages' srcsets name, as browsers get it, then skips what is kept", async () => {
    const pages = new Map([
      ["/", pageOf({ image: wide }, { image: square, aspect: 4 / 3 })],
      ["/hi", pageOf({ image: wide })],
    ]);
    const ahead = createRenditionsAhead({
      pages: ["/", "/hi"],
      readPage: async (page) => pages.get(page) ?? "",
      make: (url) => images.makeAhead(url, BROWSER_IMAGE_ACCEPT),
      log: () => {},
    });
    const urls = pictureUrls([...pages.values()].join(""));
    // 800 wide: 160…768 and the next width answered at 800; 600x450: 160…480 and 640 at 600.
    expect(urls).toHaveLength(10);

    ahead.start();
    await ahead.idle();
    expect(ahead.last).toMatchObject({ made: 10, kept: 0, failed: 0 });
    expect(images.stats().encodes).toBe(10);
    for (const url of urls) {
      const answer = await fetch(`${base}${url}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(answer.headers.get("content-type")).toBe("image/avif");
      expect(answer.headers.get("server-timing")).toMatch(/desc=hit/);
    }

    ahead.start();
    await ahead.idle();
    expect(ahead.last).toMatchObject({ made: 0, kept: 10 });
    expect(images.stats().encodes).toBe(10);
  });

  it("after a publish, makes the sizes of the picture that changed and nothing else", async () => {
    let home = pageOf({ image: wide });
    const ahead = createRenditionsAhead({
      pages: ["/"],
      readPage: async () => home,
      make: (url) => images.makeAhead(url, BROWSER_IMAGE_ACCEPT),
      settleMs: 10,
      log: () => {},
    });
    ahead.start();
    await ahead.idle();
    const before = images.stats().encodes;

    home = pageOf({ image: wide }, { image: fresh });
    ahead.publish();
    ahead.publish();
    await ahead.idle();
    const freshUrls = pictureUrls(pageOf({ image: fresh }));
    // 400 wide: 160, 320 and 480 answered at 400.
    expect(freshUrls).toHaveLength(3);
    expect(ahead.last).toMatchObject({
      made: 3,
      kept: pictureUrls(pageOf({ image: wide })).length,
    });
    expect(images.stats().encodes - before).toBe(3);
  });
});

describe("the bounds of making ahead", () => {
  /** Encodings that end when the test says, counting how many made ahead run at once. */
  function encodings() {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    let runningAhead = 0;
    let mostAhead = 0;
    const encode = (key: string, madeAhead: boolean) => () => {
      started.push(key);
      if (madeAhead) mostAhead = Math.max(mostAhead, ++runningAhead);
      return new Promise<Rendition>((resolve) => {
        finish.set(key, () => {
          if (madeAhead) runningAhead -= 1;
          resolve({ body: Buffer.from(key), type: "image/avif", etag: `"${key}"` });
        });
      });
    };
    return {
      started,
      encode,
      finish: async (key: string) => {
        finish.get(key)?.();
        await settle();
        await settle();
      },
      mostAhead: () => mostAhead,
    };
  }

  it("makes one at a time, only while no visitor's encoding runs or waits; a visitor asking for one being made waits for it", async () => {
    const cache = renditionCache({
      cacheBytes: 1e6,
      maxEntryBytes: 1e5,
      concurrency: 2,
      maxQueue: 8,
    });
    const work = encodings();
    const urls = ["a", "b", "c"].map((name) => `${CONTENT_IMAGES_PATH}/${name}`);
    const ahead = createRenditionsAhead({
      pages: ["/"],
      readPage: async () => urls.map((url) => `<img src="${url}">`).join(""),
      make: (url) => cache.makeAhead(url, work.encode(url, true)),
      log: () => {},
    });
    const [a, b, c] = urls as [string, string, string];

    const visitor = cache.get("visitor-1", work.encode("visitor-1", false));
    ahead.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(work.started).toEqual(["visitor-1"]);

    await work.finish("visitor-1");
    await visitor;
    expect(work.started).toEqual(["visitor-1", a]);

    // A visitor arriving while one is made ahead is not held back…
    const second = cache.get("visitor-2", work.encode("visitor-2", false));
    await settle();
    expect(work.started).toEqual(["visitor-1", a, "visitor-2"]);
    // …and one asking for the rendition being made waits for it instead of making it again.
    let joinedEncode = false;
    const joined = cache.get(a, async () => {
      joinedEncode = true;
      return { body: Buffer.from("again"), type: "image/avif", etag: '"again"' };
    });
    await work.finish(a);
    expect((await joined).rendition.etag).toBe(`"${a}"`);
    expect(joinedEncode).toBe(false);
    // The next waits for the visitor's encoding to end.
    expect(work.started).toEqual(["visitor-1", a, "visitor-2"]);

    await work.finish("visitor-2");
    await second;
    expect(work.started.at(-1)).toBe(b);
    await work.finish(b);
    expect(work.started.at(-1)).toBe(c);
    await work.finish(c);
    await ahead.idle();
    expect(work.mostAhead()).toBe(1);
    expect(ahead.last).toMatchObject({ made: 3, kept: 0 });
  });

  it("starts nothing more once stopped", async () => {
    const cache = renditionCache({
      cacheBytes: 1e6,
      maxEntryBytes: 1e5,
      concurrency: 1,
      maxQueue: 8,
    });
    const work = encodings();
    const urls = ["a", "b"].map((name) => `${CONTENT_IMAGES_PATH}/${name}`);
    const ahead = createRenditionsAhead({
      pages: ["/"],
      readPage: async () => urls.map((url) => `<img src="${url}">`).join(""),
      make: (url) => cache.makeAhead(url, work.encode(url, true)),
      log: () => {},
    });
    ahead.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(work.started).toEqual([urls[0]]);
    ahead.stop();
    await work.finish(urls[0] as string);
    await settle();
    expect(work.started).toEqual([urls[0]]);
  });
});

describe("a page that cannot be read", () => {
  it("is read again later, and its pictures made then", async () => {
    const cache = renditionCache({
      cacheBytes: 1e6,
      maxEntryBytes: 1e5,
      concurrency: 1,
      maxQueue: 8,
    });
    let reads = 0;
    const warnings: string[] = [];
    const ahead = createRenditionsAhead({
      pages: ["/"],
      readPage: async () => {
        reads += 1;
        if (reads === 1) throw new Error("it answered 503");
        return `<img src="${CONTENT_IMAGES_PATH}/a">`;
      },
      make: (url) =>
        cache.makeAhead(url, async () => ({
          body: Buffer.from(url),
          type: "image/avif",
          etag: '"a"',
        })),
      retryMs: 10,
      log: () => {},
      warn: (line) => warnings.push(line),
    });
    ahead.start();
    await ahead.idle();
    expect(reads).toBe(2);
    expect(warnings).toEqual(["Pictures ahead: / could not be read: Error: it answered 503"]);
    expect(ahead.last).toMatchObject({ read: 1, pages: 1, made: 1 });
  });
});
