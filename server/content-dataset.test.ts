import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createClient } from "@sanity/client";
import { exportDataset } from "@sanity/export";
import { setupServer } from "msw/node";
import { create } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedSource, parseNdjson } from "../app/content/embedded-source.server.ts";
import { HOME_PAGE_QUERY, PAGE_QUERY } from "../app/content/queries";
import { fakeSanityApi } from "../tests/support/fake-sanity-api.ts";
import { ConfigError } from "./config.ts";
import { openContentDataset } from "./content-dataset.ts";

/** CONTENT_DATASET: a folder like content/, or the archive `sanity dataset export` writes. */

const CONTENT = path.resolve("content");
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "content-dataset-"));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A copy of content/ under a name, with `edit` applied to its data.ndjson's text. */
async function copyOfContent(name: string, edit: (text: string) => string = (text) => text) {
  const folder = path.join(tmp, name);
  await cp(CONTENT, folder, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  const dataFile = path.join(folder, "data.ndjson");
  await writeFile(dataFile, edit(await readFile(dataFile, "utf8")));
  return folder;
}

const refusal = (location: string) =>
  openContentDataset(location, tmp).then(
    () => "opened",
    (error: unknown) =>
      error instanceof ConfigError ? error.message : `not a ConfigError: ${error}`,
  );

describe("a dataset folder", () => {
  it("opens a copy of content/ with a page of its own, which the embedded source then serves", async () => {
    const page = {
      _id: "page-open-day",
      _type: "page",
      title: "Open day",
      slug: { _type: "slug", current: "open-day" },
      pageBuilder: [
        {
          _key: "a",
          _type: "callToAction",
          heading: "Come and see",
          link: { label: "Contact", href: "/contact" },
        },
      ],
    };
    const folder = await copyOfContent("with-page", (text) => `${text}${JSON.stringify(page)}\n`);
    const dataset = await openContentDataset(folder, tmp);
    expect(dataset).toEqual({
      dataFile: path.join(folder, "data.ndjson"),
      imagesDir: path.join(folder, "images"),
    });
    const source = createEmbeddedSource(dataset.dataFile);
    const found = await source.fetch<{ title: string } | null>(
      PAGE_QUERY,
      // The page has no language (a dataset from before translations): it is English.
      { slug: "open-day", lang: "en" },
      {},
    );
    expect(found?.title).toBe("Open day");
  });

  it("stops the start on a line that is not a document, naming the file, the line and the reason", async () => {
    const folder = await copyOfContent("broken-line", (text) => {
      const lines = text.split("\n");
      lines.splice(4, 0, '{"_id": "half-written", ');
      return lines.join("\n");
    });
    expect(await refusal(folder)).toMatch(/CONTENT_DATASET: .*data\.ndjson line 5 is not JSON\./);
    const noType = await copyOfContent("no-type", (text) => `${text}{"_id":"x"}\n`);
    expect(await refusal(noType)).toMatch(/line \d+ has no _id or _type\./);
  });

  it("stops it on an id written twice and on a picture without its file", async () => {
    const first = (await readFile(path.join(CONTENT, "data.ndjson"), "utf8")).split("\n")[0];
    const twice = await copyOfContent("twice", (text) => `${text}${first}\n`);
    expect(await refusal(twice)).toMatch(/line \d+ repeats the id aboutPage of line 1\./);
    const folder = await copyOfContent("no-picture");
    const [picture] = (await readdir(path.join(folder, "images"))).sort();
    await rm(path.join(folder, "images", picture as string));
    expect(await refusal(folder)).toMatch(new RegExp(`has no file ${picture}`));
  });

  it("stops it on a place that does not exist or is not a dataset, leaving nothing behind", async () => {
    expect(await refusal(path.join(tmp, "nowhere"))).toMatch(/does not exist\./);
    const notAnArchive = path.join(tmp, "notes.txt");
    await writeFile(notAnArchive, "hello");
    expect(await refusal(notAnArchive)).toMatch(/is not a folder or a dataset export/);
    // An archive whose assets.json is broken: refused in words, its unpacking removed.
    const folder = path.join(tmp, "bad-assets", "export");
    await cp(CONTENT, folder, { recursive: true, filter: (source) => !source.endsWith(".ts") });
    await writeFile(path.join(folder, "assets.json"), "{not json");
    const archive = path.join(tmp, "bad-assets.tar.gz");
    await create({ gzip: true, file: archive, cwd: path.join(tmp, "bad-assets") }, ["export"]);
    expect(await refusal(archive)).toMatch(/assets\.json is not JSON\./);
    const left = await readdir(path.join(tmp, "content-datasets"));
    expect(left.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("a `sanity dataset export` archive", () => {
  const fake = fakeSanityApi("embedded", "content");
  const server = setupServer(...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterAll(() => server.close());

  it("is read as the dataset it was exported from: documents, drafts and pictures", async () => {
    const documents = parseNdjson(await readFile(path.join(CONTENT, "data.ndjson"), "utf8"));
    for (const doc of documents) fake.documents.set(doc._id, doc);
    for (const name of await readdir(path.join(CONTENT, "images"))) {
      const url = `https://cdn.sanity.io/images/embedded/content/${name}`;
      fake.files.set(url, new Uint8Array(await readFile(path.join(CONTENT, "images", name))));
    }
    const archive = path.join(tmp, "content-export.tar.gz");
    // Sanity's own exporter writes the archive, placeholders for assets and all.
    await exportDataset({
      client: createClient({
        projectId: "embedded",
        dataset: "content",
        apiVersion: "2025-02-19",
        useCdn: false,
        token: "t",
      }),
      dataset: "content",
      outputPath: archive,
      assets: true,
    });
    const dataset = await openContentDataset(archive, tmp);
    const converted = parseNdjson(await readFile(dataset.dataFile, "utf8"));
    const ids = (docs: { _id: string }[]) => docs.map((doc) => doc._id).sort();
    expect(ids(converted)).toEqual(ids(documents));
    expect(JSON.stringify(converted)).not.toContain("_sanityAsset");
    // The home page's hero picture resolves to its asset with its size, as from content/, in
    // each language (the Hindi home page is its own document, linked to the English one).
    const source = createEmbeddedSource(dataset.dataFile);
    for (const lang of ["en", "hi"]) {
      const home = await source.fetch<{ hero: { image: { asset: { width: number } } } } | null>(
        HOME_PAGE_QUERY,
        { layout: "one", lang },
        {},
      );
      expect(home?.hero.image.asset.width, lang).toBe(1600);
    }
    expect(converted.some((doc) => doc._id === "i18n-homePage")).toBe(true);
    // Drafts came along, for preview.
    expect(converted.some((doc) => doc._id === "drafts.page-neet-2027")).toBe(true);
    // A second start reads the same unpacked folder.
    expect(await openContentDataset(archive, tmp)).toEqual(dataset);
  }, 60_000);
});
