import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMBEDDED_IMAGE_CONFIG, IMAGE_WIDTHS, imageUrl } from "../app/content/image-url.ts";
import { CONTENT_IMAGES_PATH, createContentImages } from "./content-images.ts";
import { createHttpApp } from "./http.ts";
import { negotiateFormat, parseImageParams } from "./image-request.ts";
import { createLimiter } from "./task-limiter.ts";

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: unlike fetch, node:http sends `..` and odd escapes exactly as written. */
function get(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

async function listen(app: express.Express): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Writes an image under the name Sanity's export would give it. */
async function saveAsExported(dir: string, bytes: Buffer, ext: string): Promise<string> {
  const { width, height } = await sharp(bytes).metadata();
  const name = `${createHash("sha1").update(bytes).digest("hex")}-${width}x${height}.${ext}`;
  await writeFile(path.join(dir, name), bytes);
  return name;
}

const RED = { r: 220, g: 30, b: 30 };
const GREEN = { r: 30, g: 200, b: 60 };
const BLUE = { r: 30, g: 60, b: 220 };
const WHITE = { r: 255, g: 255, b: 255 };

/** 1600x1000 in four coloured quarters, so a test can tell which part was cut out. */
async function quarters(): Promise<Buffer> {
  const tile = (background: typeof RED) =>
    sharp({ create: { width: 800, height: 500, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: WHITE } })
    .composite([
      { input: await tile(RED), left: 0, top: 0 },
      { input: await tile(GREEN), left: 800, top: 0 },
      { input: await tile(BLUE), left: 0, top: 500 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Blurred noise: photo-like work for the encoders, unlike flat colour. */
function noise(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

function near(actual: { r: number; g: number; b: number }, expected: typeof RED) {
  return (
    Math.abs(actual.r - expected.r) < 40 &&
    Math.abs(actual.g - expected.g) < 40 &&
    Math.abs(actual.b - expected.b) < 40
  );
}

let root: string;
let dir: string;
let photo: string;
let grain: string;
let small: string;
let corrupt: string;
let base: string;
let close: () => Promise<void>;
let images: ReturnType<typeof createContentImages>;
const at = (name: string, query = "") => `${CONTENT_IMAGES_PATH}/${name}${query}`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-images-"));
  dir = path.join(root, "images");
  await mkdir(dir);
  photo = await saveAsExported(dir, await quarters(), "jpg");
  grain = await saveAsExported(dir, await noise(2000, 1250), "jpg");
  small = await saveAsExported(
    dir,
    await sharp({
      create: { width: 300, height: 200, channels: 4, background: { ...GREEN, alpha: 0.5 } },
    })
      .png()
      .toBuffer(),
    "png",
  );
  corrupt = `${"c".repeat(40)}-10x10.jpg`;
  await writeFile(path.join(dir, corrupt), "not an image");
  await writeFile(path.join(dir, "notes.txt"), "not for the web");
  await writeFile(path.join(root, "secret.txt"), "top secret");
  images = createContentImages({ dir });
  const app = express();
  app.use(CONTENT_IMAGES_PATH, images.router);
  ({ base, close } = await listen(app));
});

afterAll(async () => {
  await close?.();
  await rm(root, { recursive: true, force: true });
});

describe("serving renditions", () => {
  it("resizes to an allowed width with immutable caching and an ETag", async () => {
    const reply = await get(base, at(photo, "?w=640&fm=jpg"));
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(reply.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 640, 400]);
  });

  it.each([
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "heif"],
    ["png", "image/png", "png"],
    ["pjpg", "image/jpeg", "jpeg"],
  ])("encodes fm=%s as %s", async (fm, type, format) => {
    const reply = await get(base, at(photo, `?w=320&fm=${fm}`));
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe(type);
    const meta = await sharp(reply.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 320, 200]);
  });

  it("keeps the source format when none is asked for", async () => {
    const reply = await get(base, at(small, "?w=160"));
    expect(reply.headers["content-type"]).toBe("image/png");
    expect((await sharp(reply.body).metadata()).hasAlpha).toBe(true);
  });

  it("picks AVIF, then WebP, from the Accept header for auto=format and says it varies", async () => {
    const avif = await get(base, at(photo, "?w=320&auto=format"), {
      accept: "image/avif,image/webp,image/*,*/*;q=0.8",
    });
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers.vary).toMatch(/accept/i);
    const webp = await get(base, at(photo, "?w=320&auto=format"), { accept: "image/webp,*/*" });
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers.etag).not.toBe(avif.headers.etag);
    const neither = await get(base, at(photo, "?w=320&auto=format&fm=png"), { accept: "*/*" });
    expect(neither.headers["content-type"]).toBe("image/png");
    expect(neither.headers.vary).toMatch(/accept/i);
    const plain = await get(base, at(photo, "?w=320&fm=webp"), { accept: "image/avif" });
    expect(plain.headers["content-type"]).toBe("image/webp");
    expect(plain.headers.vary ?? "").not.toMatch(/accept/i);
  });

  it("cuts out rect, then scales it to w x h", async () => {
    // The green quarter, top right.
    const reply = await get(base, at(photo, "?rect=800,0,800,500&w=320&h=200&fm=png"));
    const meta = await sharp(reply.body).metadata();
    expect([meta.width, meta.height]).toEqual([320, 200]);
    expect(near(await pixel(reply.body, 10, 10), GREEN)).toBe(true);
    expect(near(await pixel(reply.body, 310, 190), GREEN)).toBe(true);
  });

  it("answers the URLs the shared builder makes, crop and hotspot included", async () => {
    const [hash, size] = photo.replace(".jpg", "").split("-");
    const url = imageUrl(
      EMBEDDED_IMAGE_CONFIG,
      {
        asset: { _id: `image-${hash}-${size}-jpg` },
        // Keep the left half; the hotspot sits on the blue quarter.
        crop: { top: 0, bottom: 0, left: 0, right: 0.5 },
        hotspot: { x: 0.25, y: 0.9, width: 0.1, height: 0.1 },
      },
      { width: 480, height: 240, format: "webp" },
    );
    expect(url).toMatch(/^\/images\/embedded\/content\//);
    const reply = await get(base, url ?? "");
    expect(reply.status).toBe(200);
    const meta = await sharp(reply.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 240]);
    expect(near(await pixel(reply.body, 240, 200), BLUE)).toBe(true);
  });

  it("crops to the focal point with fit=crop", async () => {
    const reply = await get(
      base,
      at(photo, "?w=160&h=160&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.1&fm=png"),
    );
    const meta = await sharp(reply.body).metadata();
    expect([meta.width, meta.height]).toEqual([160, 160]);
    // The square lies at the right edge: green above the middle, white below.
    expect(near(await pixel(reply.body, 80, 20), GREEN)).toBe(true);
    expect(near(await pixel(reply.body, 80, 140), WHITE)).toBe(true);
    const centred = await get(base, at(photo, "?w=160&h=160&fit=crop&fm=png"));
    expect(near(await pixel(centred.body, 20, 20), RED)).toBe(true);
  });

  it("applies dpr to the width", async () => {
    const reply = await get(base, at(photo, "?w=320&dpr=2&fm=jpg"));
    expect((await sharp(reply.body).metadata()).width).toBe(640);
  });

  it("never enlarges past the source", async () => {
    const wide = await get(base, at(photo, "?w=2000&fm=jpg"));
    expect((await sharp(wide.body).metadata()).width).toBe(1600);
    const boxed = await get(base, at(small, "?w=640&h=640&fm=png"));
    const meta = await sharp(boxed.body).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    const cropped = await get(base, at(small, "?w=640&h=320&fit=crop&fm=png"));
    const cut = await sharp(cropped.body).metadata();
    expect([cut.width, cut.height]).toEqual([300, 150]);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await get(base, at(photo, "?w=480&fm=webp"));
    const again = await get(base, at(photo, "?w=480&fm=webp"), {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves repeat requests from memory and encodes concurrent duplicates once", async () => {
    const before = images.stats();
    const query = "?w=768&h=400&fit=crop&fm=avif";
    const replies = await Promise.all([1, 2, 3].map(() => get(base, at(photo, query))));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(images.stats().encodes - before.encodes).toBe(1);
    const warm = await get(base, at(photo, query));
    expect(warm.headers["server-timing"]).toMatch(/desc=hit/);
    expect(warm.body.equals(replies[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(images.stats().hits).toBeGreaterThan(before.hits);
    expect(images.stats().cachedBytes).toBeGreaterThan(0);
  });

  it("answers HEAD without a body", async () => {
    const reply = await get(base, at(photo, "?w=160&fm=jpg"), {}, "HEAD");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.body.length).toBe(0);
  });
});

describe("refusing bad parameters with a 400 and a plain message", () => {
  it("names the allowed widths when the width is not one of them", async () => {
    const reply = await get(base, at(photo, "?w=500"));
    expect(reply.status).toBe(400);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.body.toString()).toBe(
      `Width 500 is not allowed; use one of ${IMAGE_WIDTHS.join(", ")}.`,
    );
  });

  it.each([
    ["?h=200", "needs a width"],
    ["?w=160&h=481", "at most 3 times"],
    ["?w=160&h=0", "above 0"],
    ["?w=160&h=-5", "above 0"],
    ["?w=640.0", "not allowed"],
    ["?w=0640", "not allowed"],
    ["?w=1e3", "not allowed"],
    ["?rect=0,0,1601,10", "outside the 1600x1000 image"],
    ["?rect=1500,900,200,50", "outside"],
    ["?rect=0,0,0,10", "above 0"],
    ["?rect=-1,0,10,10", "left,top,width,height"],
    ["?rect=1,2,3", "left,top,width,height"],
    ["?fm=gif", "fm"],
    ["?fm=", "fm"],
    ["?q=20", "from 30 to 95"],
    ["?q=100", "from 30 to 95"],
    ["?q=abc", "from 30 to 95"],
    ["?dpr=4", "dpr"],
    ["?dpr=1.5", "dpr"],
    ["?auto=compress", "auto"],
    ["?fit=fill", "fit"],
    ["?crop=middle", "crop"],
    ["?fp-x=0.5", "go together"],
    ["?fp-x=2&fp-y=0.5", "from 0 to 1"],
    ["?blur=50", "not supported"],
    ["?utm_source=x", "Unknown image parameter"],
    ["?w=160&w=320", "more than once"],
  ])("%s → 400 (%s)", async (query, message) => {
    const reply = await get(base, at(photo, query));
    expect(reply.status).toBe(400);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.body.toString()).toContain(message);
  });

  it("never answers odd input with a 500", async () => {
    const queries = [
      "?w=%00",
      "?w=%E2%82%AC",
      "?%ZZ=1",
      "?rect=99999,99999,99999,99999",
      `?w=${"9".repeat(400)}`,
      "?w=160&h=99999999999999999999",
      "?fp-x=NaN&fp-y=Infinity",
      "?=",
      "?&&&",
      "?w[]=160",
      "?q=1e2",
    ];
    for (const query of queries) {
      const reply = await get(base, at(photo, query));
      expect(reply.status, query).toBeGreaterThanOrEqual(200);
      expect(reply.status, query).toBeLessThan(500);
    }
  });
});

describe("reaching nothing but the exported files", () => {
  it.each([
    "../secret.txt",
    "..%2fsecret.txt",
    "%2e%2e%2fsecret.txt",
    "%2e%2e/secret.txt",
    "..%5csecret.txt",
    "%2fetc%2fpasswd",
    "%2Fetc%2Fpasswd",
    "notes.txt",
    "NOTES.TXT",
  ])("%s → 404", async (name) => {
    const reply = await get(base, `${CONTENT_IMAGES_PATH}/${name}`);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toContain("secret");
    expect(reply.body.toString()).not.toContain("not for the web");
  });

  it("refuses names with a NUL byte, extra segments or other casing", async () => {
    const targets = [
      at(`${photo}%00`),
      at(`${photo}%00.png`),
      at(`${photo.replace(".jpg", "")}%00.jpg`),
      at(photo.toUpperCase()),
      at(`${photo}/`),
      at(`x/${photo}`),
      at(`${photo}.jpg`),
      at(photo.replace(".jpg", ".gif")),
      `${CONTENT_IMAGES_PATH}/../../../../etc/passwd`,
      `${CONTENT_IMAGES_PATH}//etc/passwd`,
      `${CONTENT_IMAGES_PATH}/${encodeURIComponent(path.join(root, "secret.txt"))}`,
      `${CONTENT_IMAGES_PATH}/`,
    ];
    for (const target of targets) {
      const reply = await get(base, target);
      expect(reply.status, target).toBe(404);
    }
  });

  it("answers a well-formed name with no file behind it with 404", async () => {
    const reply = await get(base, at(`${"a".repeat(40)}-640x480.jpg`, "?w=320"));
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe("Not found");
  });

  it("reports a broken file on disk as the server's fault, without crashing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await get(base, at(corrupt, "?w=160"));
    expect(reply.status).toBe(500);
    expect(reply.body.toString()).toBe("This image could not be produced.");
    expect(logged).toHaveBeenCalled();
    expect((await get(base, at(photo, "?w=160&fm=jpg"))).status).toBe(200);
  });
});

describe("the cache and the work queue", () => {
  it("keeps the cache within its byte budget, dropping the least recently used", async () => {
    const size = async (w: number) =>
      (await get(base, at(grain, `?w=${w}&fm=jpg&q=90`))).body.length;
    const [a, b, c] = [await size(160), await size(320), await size(480)];
    // Room for b and c and their keys (about 100 bytes each), not for a as well.
    const budget = b + c + 400;
    const tiny = createContentImages({ dir, cacheBytes: budget, maxEntryBytes: budget });
    const server = await listen(express().use(CONTENT_IMAGES_PATH, tiny.router));
    const fetchWidth = (w: number) => get(server.base, at(grain, `?w=${w}&fm=jpg&q=90`));
    try {
      expect(a).toBeGreaterThan(400);
      for (const w of [160, 480, 320]) expect((await fetchWidth(w)).status).toBe(200);
      expect(tiny.stats().encodes).toBe(3);
      expect(tiny.stats().cachedItems).toBe(2);
      expect(tiny.stats().cachedBytes).toBeLessThanOrEqual(budget);
      await fetchWidth(480);
      expect(tiny.stats().encodes).toBe(3);
      await fetchWidth(160);
      expect(tiny.stats().encodes).toBe(4);
    } finally {
      await server.close();
    }
  });

  it("serves but does not keep a rendition over the entry limit", async () => {
    const limited = createContentImages({ dir, cacheBytes: 1_000_000, maxEntryBytes: 2_000 });
    const server = await listen(express().use(CONTENT_IMAGES_PATH, limited.router));
    try {
      for (let i = 0; i < 2; i++) {
        expect((await get(server.base, at(grain, "?w=640&fm=png"))).status).toBe(200);
      }
      expect(limited.stats()).toMatchObject({ encodes: 2, cachedItems: 0, cachedBytes: 0 });
    } finally {
      await server.close();
    }
  });

  it("runs at most `concurrency` tasks and refuses past the queue", async () => {
    const limiter = createLimiter({
      concurrency: 2,
      maxQueue: 1,
      busy: () => Object.assign(new Error("busy"), { status: 503 }),
    });
    const releases: Array<() => void> = [];
    const task = () => new Promise<string>((resolve) => releases.push(() => resolve("done")));
    const running = [limiter.run(task), limiter.run(task), limiter.run(task)];
    await Promise.resolve();
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(1);
    await expect(limiter.run(task)).rejects.toMatchObject({ status: 503 });
    releases.shift()?.();
    await running[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(0);
    for (const release of releases.splice(0)) release();
    await Promise.all(running);
    expect(limiter.active).toBe(0);
  });

  it("answers 503 with Retry-After when the queue is full", async () => {
    const busy = createContentImages({ dir, concurrency: 1, maxQueue: 0 });
    const server = await listen(express().use(CONTENT_IMAGES_PATH, busy.router));
    try {
      const replies = await Promise.all(
        [1600, 2000].map((w) => get(server.base, at(grain, `?w=${w}&fm=avif`))),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 503]);
      const refused = replies.find((r) => r.status === 503);
      expect(refused?.headers["retry-after"]).toBe("2");
    } finally {
      await server.close();
    }
  });
});

describe("parameter parsing", () => {
  it("reads every parameter @sanity/image-url writes", () => {
    const t = parseImageParams(
      new URLSearchParams(
        "rect=10,20,300,200&w=640&h=360&fm=webp&q=80&fit=crop&crop=focalpoint&fp-x=0.25&fp-y=1&auto=format&dpr=2",
      ),
    );
    expect(t).toEqual({
      rect: { left: 10, top: 20, width: 300, height: 200 },
      width: 640,
      height: 360,
      format: "webp",
      quality: 80,
      fit: "crop",
      crop: "focalpoint",
      focalPoint: { x: 0.25, y: 1 },
      autoFormat: true,
      dpr: 2,
    });
  });

  it("negotiates formats, honouring q=0", () => {
    expect(negotiateFormat("image/avif,image/webp")).toBe("avif");
    expect(negotiateFormat("image/avif;q=0,image/webp")).toBe("webp");
    expect(negotiateFormat("image/png,*/*")).toBeUndefined();
    expect(negotiateFormat(undefined)).toBeUndefined();
  });
});

describe("the site's HTTP app", () => {
  it("mounts the route before the page handler, with the folder from its options", async () => {
    const app = createHttpApp({
      mode: "test",
      build: () => Promise.reject(new Error("pages are not part of this test")),
      appSettings: {
        sessionSecrets: ["test-secret-test-secret-test-secret"],
        secureCookies: false,
      },
      contentImages: createContentImages({ dir }),
    });
    const server = await listen(app);
    try {
      const reply = await get(server.base, at(photo, "?w=160&fm=webp"));
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/webp");
      const missing = await get(server.base, at("nothing-here.jpg"));
      expect(missing.status).toBe(404);
      expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
    } finally {
      await server.close();
    }
  });
});
