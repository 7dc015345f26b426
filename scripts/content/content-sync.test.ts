import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeSanityApi } from "../../tests/support/fake-sanity-api.ts";
import {
  dataFile,
  imageAssetId,
  imageFileName,
  parseNdjson,
  type SanityDocument,
  sha1,
  toNdjson,
} from "./dataset-files.ts";
import { exportContent } from "./export-content.ts";
import { ImportError, importContent, orderByReferences } from "./import-content.ts";
import { clientFor } from "./sanity-settings.ts";

const PROJECT = "portaltest";
const DATASET = "production";
const server = setupServer();
const quiet = () => {};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The commands' own client, so its configuration is what is tested.
const client = (token: string | null = "write-token", dataset = DATASET) =>
  clientFor({ projectId: PROJECT, dataset, apiVersion: "2025-02-19", token: token ?? undefined });

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "content-sync-"));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A small JPEG of one colour; its name and asset id follow Sanity's scheme. */
async function image(red: number) {
  const bytes = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: red, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const hash = sha1(bytes);
  return { bytes, id: `image-${hash}-8x6-jpg`, fileName: `${hash}-8x6.jpg` };
}

/** A content folder: three images, their asset documents, documents that use them, a draft. */
async function fixture(dir: string) {
  const images = await Promise.all([image(10), image(120), image(240)]);
  await mkdir(path.join(dir, "images"), { recursive: true });
  for (const img of images) await writeFile(path.join(dir, "images", img.fileName), img.bytes);
  const [a, b, c] = images as [(typeof images)[0], (typeof images)[0], (typeof images)[0]];
  const figure = (id: string) => ({
    _type: "figure",
    alt: "A picture",
    asset: { _type: "reference", _ref: id },
  });
  const asset = (id: string, originalFilename?: string) => ({
    _id: id,
    _type: "sanity.imageAsset",
    _rev: "old",
    ...(originalFilename ? { originalFilename } : {}),
    metadata: {
      dimensions: { width: 8, height: 6, aspectRatio: 8 / 6 },
      lqip: "data:image/jpeg;base64,AA",
    },
  });
  const documents: SanityDocument[] = [
    asset(a.id, "portrait.jpg"),
    asset(b.id),
    asset(c.id),
    {
      _id: "post-1",
      _type: "post",
      _rev: "r1",
      title: "First",
      author: { _type: "reference", _ref: "author-1" },
      mainImage: figure(b.id),
    },
    {
      _id: "drafts.post-1",
      _type: "post",
      title: "First, edited",
      author: { _type: "reference", _ref: "author-1" },
    },
    { _id: "author-1", _type: "author", name: "Asha", image: figure(a.id) },
    { _id: "category-1", _type: "category", title: "Careers" },
    {
      _id: "post-2",
      _type: "post",
      title: "Second",
      categories: [{ _key: "k", _type: "reference", _ref: "category-1" }],
      mainImage: figure(c.id),
    },
    // Two documents that reference each other: only one transaction can create them.
    { _id: "loop-a", _type: "note", next: { _type: "reference", _ref: "loop-b" } },
    { _id: "loop-b", _type: "note", next: { _type: "reference", _ref: "loop-a" } },
  ];
  await writeFile(path.join(dir, "data.ndjson"), toNdjson(documents));
  return { images, documents };
}

const created = (api: ReturnType<typeof fakeSanityApi>) =>
  api.transactions.flatMap((t) => t.mutations.map((m) => m.createOrReplace as SanityDocument));

describe("content:import", () => {
  it("uploads every image, then writes every other document, drafts included, referenced documents first", async () => {
    const { images, documents } = await fixture(tmp);
    const api = fakeSanityApi(PROJECT, DATASET);
    server.use(...api.handlers);

    const report = await importContent({
      client: client(),
      contentDir: tmp,
      log: quiet,
      batchSize: 2,
    });

    expect(api.uploads.map((u) => u.id).sort()).toEqual(images.map((i) => i.id).sort());
    expect(api.uploads.every((u) => u.contentType === "image/jpeg")).toBe(true);
    // The asset document's original file name is kept; otherwise the file's name.
    const first = images[0] as (typeof images)[0];
    expect(api.uploads.find((u) => u.id === first.id)?.filename).toBe("portrait.jpg");
    expect(api.uploads.find((u) => u.id === images[1]?.id)?.filename).toBe(images[1]?.fileName);

    const writes = created(api);
    const expected = documents.filter((d) => d._type !== "sanity.imageAsset").map((d) => d._id);
    expect(writes.map((d) => d._id).sort()).toEqual([...expected].sort());
    expect(writes.some((d) => d._type === "sanity.imageAsset")).toBe(false);
    expect(writes.every((d) => !("_rev" in d))).toBe(true);
    expect(writes.find((d) => d._id === "post-1")).toMatchObject({
      title: "First",
      mainImage: { alt: "A picture" },
    });
    // Batches of two, but the reference cycle shares one transaction.
    expect(api.transactions.every((t) => t.mutations.length <= 2)).toBe(true);
    const loop = api.transactions.find((t) =>
      t.mutations.some((m) => m.createOrReplace?._id === "loop-a"),
    );
    expect(loop?.mutations.map((m) => m.createOrReplace?._id).sort()).toEqual(["loop-a", "loop-b"]);

    expect(report).toEqual({
      imagesUploaded: 3,
      documentsWritten: 7,
      draftsWritten: 1,
      transactions: api.transactions.length,
    });
    // The fake refused nothing (it answers 409 for a reference to a missing document).
    expect(api.documents.get("drafts.post-1")).toMatchObject({ title: "First, edited" });
  });

  it("refuses, before any upload, a dataset that uses an image it does not have", async () => {
    const { documents } = await fixture(tmp);
    const ghost = `image-${"f".repeat(40)}-10x10-png`;
    documents.push({
      _id: "post-3",
      _type: "post",
      mainImage: { _type: "figure", asset: { _ref: ghost } },
    });
    await writeFile(dataFile(tmp), toNdjson(documents));
    const api = fakeSanityApi(PROJECT, DATASET);
    server.use(...api.handlers);

    await expect(importContent({ client: client(), contentDir: tmp, log: quiet })).rejects.toThrow(
      new ImportError(
        `content/data.ndjson uses images that content/images/ does not have:\n  ${ghost}`,
      ),
    );
    expect(api.uploads).toEqual([]);
    expect(api.transactions).toEqual([]);
  });

  it("rewrites references when Sanity names an uploaded asset differently", async () => {
    const { images } = await fixture(tmp);
    const api = fakeSanityApi(PROJECT, DATASET);
    const renamed = images[1] as (typeof images)[0];
    server.use(
      http.post(
        `https://${PROJECT}.api.sanity.io/:version/assets/images/${DATASET}`,
        async ({ request }) => {
          const bytes = new Uint8Array(await request.arrayBuffer());
          const id =
            sha1(bytes) === sha1(renamed.bytes)
              ? "image-other-8x6-jpg"
              : `image-${sha1(bytes)}-8x6-jpg`;
          api.documents.set(id, { _id: id, _type: "sanity.imageAsset" });
          return HttpResponse.json({ document: { _id: id, _type: "sanity.imageAsset" } });
        },
      ),
      ...api.handlers,
    );

    await importContent({ client: client(), contentDir: tmp, log: quiet });

    const post = created(api).find((d) => d._id === "post-1") as SanityDocument;
    expect(post.mainImage).toMatchObject({ asset: { _ref: "image-other-8x6-jpg" } });
  });

  it("orders documents so that each one's references come first", () => {
    const ref = (id: string) => ({ _type: "reference", _ref: id });
    const groups = orderByReferences([
      { _id: "post", _type: "post", author: ref("author"), tags: [ref("tag")] },
      { _id: "author", _type: "author", image: { asset: ref("image-x") } },
      { _id: "tag", _type: "tag" },
    ]);
    const order = groups.flat().map((d) => d._id);
    expect(order.indexOf("author")).toBeLessThan(order.indexOf("post"));
    expect(order.indexOf("tag")).toBeLessThan(order.indexOf("post"));
  });
});

describe("content:export", () => {
  async function seeded() {
    const source = path.join(tmp, "source");
    await mkdir(source);
    const { images } = await fixture(source);
    const api = fakeSanityApi(PROJECT, DATASET);
    server.use(...api.handlers);
    await importContent({ client: client(), contentDir: source, log: quiet });
    return { api, images };
  }

  it("writes every document, drafts and image files in Sanity's export layout", async () => {
    const { images } = await seeded();
    const target = path.join(tmp, "exported");

    const report = await exportContent({
      client: client("read-token"),
      contentDir: target,
      log: quiet,
    });

    const text = await readFile(dataFile(target), "utf8");
    const exported = parseNdjson(text);
    const ids = exported.map((d) => d._id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain("drafts.post-1");
    expect(report).toMatchObject({ documents: 7, drafts: 1, images: 3, downloaded: 3, removed: 0 });

    const files = (await readdir(path.join(target, "images"))).sort();
    expect(files).toEqual(images.map((i) => i.fileName).sort());
    for (const name of files) {
      const bytes = await readFile(path.join(target, "images", name));
      expect(imageAssetId(name)).toBe(`image-${sha1(bytes)}-8x6-jpg`);
    }
    const assets = exported.filter((d) => d._type === "sanity.imageAsset");
    for (const asset of assets) {
      const fileName = imageFileName(asset._id);
      expect(asset).not.toHaveProperty("uploadId");
      expect(asset).toMatchObject({
        url: `https://cdn.sanity.io/images/embedded/content/${fileName}`,
        path: `images/embedded/content/${fileName}`,
        metadata: {
          dimensions: { width: 8, height: 6 },
          lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
        },
      });
    }
  });

  it("writes a dataset that the import accepts", async () => {
    const { api } = await seeded();
    const target = path.join(tmp, "exported");
    await exportContent({ client: client("read-token"), contentDir: target, log: quiet });

    const second = fakeSanityApi(PROJECT, "copy");
    server.use(...second.handlers);
    await importContent({ client: client("write-token", "copy"), contentDir: target, log: quiet });

    const stable = (docs: Iterable<SanityDocument>) =>
      [...docs]
        .filter((d) => d._type !== "sanity.imageAsset")
        .map(({ _rev, _updatedAt, ...rest }) => rest)
        .sort((x, y) => x._id.localeCompare(y._id));
    expect(stable(second.documents.values())).toEqual(stable(api.documents.values()));
  });

  it("leaves drafts out without a token, keeps files that are current and removes files of deleted assets", async () => {
    const { images } = await seeded();
    const target = path.join(tmp, "exported");
    await mkdir(path.join(target, "images"), { recursive: true });
    const kept = images[0] as (typeof images)[0];
    await writeFile(path.join(target, "images", kept.fileName), kept.bytes);
    const stale = `${"0".repeat(40)}-8x6.jpg`;
    await writeFile(path.join(target, "images", stale), "old");

    const report = await exportContent({
      client: client(null),
      contentDir: target,
      log: quiet,
    });

    const ids = parseNdjson(await readFile(dataFile(target), "utf8")).map((d) => d._id);
    expect(ids).not.toContain("drafts.post-1");
    expect(report).toMatchObject({ drafts: 0, downloaded: 2, removed: 1 });
    expect(await readdir(path.join(target, "images"))).not.toContain(stale);
  });

  it("round-trips a copy of content/ through import and export", async () => {
    const copy = path.join(tmp, "content");
    await cp(path.resolve(import.meta.dirname, "../../content"), copy, {
      recursive: true,
      filter: (source) => !source.endsWith(".ts"),
    });
    const original = parseNdjson(await readFile(dataFile(copy), "utf8"));
    const api = fakeSanityApi(PROJECT, DATASET);
    server.use(...api.handlers);

    await importContent({ client: client(), contentDir: copy, log: quiet });
    const target = path.join(tmp, "exported");
    await exportContent({ client: client("read-token"), contentDir: target, log: quiet });

    const exported = parseNdjson(await readFile(dataFile(target), "utf8"));
    const content = (docs: SanityDocument[]) =>
      docs
        .filter((d) => d._type !== "sanity.imageAsset")
        .map(({ _rev, _updatedAt, ...rest }) => rest)
        .sort((x, y) => x._id.localeCompare(y._id));
    expect(content(exported)).toEqual(content(original));
    const files = (await readdir(path.join(copy, "images"))).filter((name) => imageAssetId(name));
    const assetIds = exported.filter((d) => d._type === "sanity.imageAsset").map((d) => d._id);
    expect(assetIds.sort()).toEqual(files.map((name) => imageAssetId(name)).sort());
  }, 30_000);
});

describe("missing settings", () => {
  const run = promisify(execFile);
  const command = (script: string, env: Record<string, string>) =>
    run(process.execPath, [path.join(import.meta.dirname, script)], {
      env: { PATH: process.env.PATH ?? "", ...env },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it("content:import names what to set and exits 1, without a stack trace", async () => {
    const { code, stderr } = await command("import.ts", { SANITY_PROJECT_ID: "portaltest" });
    expect(code).toBe(1);
    expect(stderr).toContain("SANITY_WRITE_TOKEN is not set.");
    expect(stderr).not.toContain("SANITY_PROJECT_ID is not set.");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("content:export needs a project id", async () => {
    const { code, stderr } = await command("export.ts", {});
    expect(code).toBe(1);
    expect(stderr).toContain("SANITY_PROJECT_ID is not set.");
    expect(stderr).toContain("SANITY_READ_TOKEN");
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
