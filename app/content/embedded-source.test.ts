import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createEmbeddedSource,
  DEFAULT_DATA_FILE,
  draftsPerspective,
  parseNdjson,
  publishedPerspective,
} from "./embedded-source.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import type { SiteSettings } from "./types";

const PUBLISHED = {};

async function datasetFile(lines: object[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "embedded-"));
  const file = path.join(dir, "data.ndjson");
  await writeFile(file, `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`);
  return file;
}

describe("embedded dataset", () => {
  const docs = parseNdjson(
    '{"_id":"a","_type":"post","title":"A"}\n\n{"_id":"drafts.a","_type":"post","title":"A draft"}\n' +
      '{"_id":"b","_type":"post","title":"B"}\n{"_id":"drafts.c","_type":"post","title":"C new"}\n',
  );

  it("shows published documents only by default", () => {
    expect(publishedPerspective(docs).map((doc) => doc._id)).toEqual(["a", "b"]);
  });

  it("puts each draft in place of its published document for previews", () => {
    const drafts = draftsPerspective(docs);
    expect(drafts.map((doc) => [doc._id, doc.title])).toEqual([
      ["a", "A draft"],
      ["b", "B"],
      ["c", "C new"],
    ]);
    expect(drafts[0]?._originalId).toBe("drafts.a");
  });

  it("answers the site settings query with the published document", async () => {
    const source = createEmbeddedSource(DEFAULT_DATA_FILE);
    const settings = await source.fetch<SiteSettings>(SITE_SETTINGS_QUERY, {}, PUBLISHED);
    expect(settings.companyName).toBe("Aarogya Bharat Collective");
    expect(settings.email).toMatch(/@/);
    expect(settings.whatsappNumber).toBeTruthy();
    expect(settings.footerLinks?.length).toBeGreaterThan(0);
  });

  it("answers previews with drafts", async () => {
    const file = await datasetFile([
      { _id: "p", _type: "post", title: "Live" },
      { _id: "drafts.p", _type: "post", title: "Edited" },
    ]);
    const source = createEmbeddedSource(file);
    const query = '*[_type == "post"][0].title';
    expect(await source.fetch(query, {}, PUBLISHED)).toBe("Live");
    expect(await source.fetch(query, {}, { perspective: "drafts" })).toBe("Edited");
  });

  it("reads the file again after reload()", async () => {
    const file = await datasetFile([{ _id: "p", _type: "post", title: "One" }]);
    const source = createEmbeddedSource(file);
    const query = '*[_type == "post"][0].title';
    expect(await source.fetch(query, {}, PUBLISHED)).toBe("One");
    await writeFile(file, `${JSON.stringify({ _id: "p", _type: "post", title: "Two" })}\n`);
    expect(await source.fetch(query, {}, PUBLISHED)).toBe("One");
    source.reload();
    expect(await source.fetch(query, {}, PUBLISHED)).toBe("Two");
  });

  it("passes parameters as GROQ parameters, never into the query text", async () => {
    const source = createEmbeddedSource(DEFAULT_DATA_FILE);
    const result = await source.fetch<unknown[]>(
      "*[_id == $id]",
      { id: '" || true || "' },
      PUBLISHED,
    );
    expect(result).toEqual([]);
  });
});

describe("a dataset file that goes bad", () => {
  it("names the file's own line (blank lines counted) and an id written twice", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n\n\nnot json\n', "x.ndjson")).toThrow(
      "x.ndjson line 4 is not JSON.",
    );
    expect(() =>
      parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"a","_type":"t"}\n', "x.ndjson"),
    ).toThrow("x.ndjson line 3 repeats the id a of line 1.");
  });

  it("keeps the last good read when a publish leaves the file broken, and takes the next good one", async () => {
    const file = await datasetFile([{ _id: "p", _type: "post", title: "First" }]);
    const source = createEmbeddedSource(file);
    const titles = () => source.fetch<string[]>(`*[_type == "post"].title`, {}, PUBLISHED);
    expect(await titles()).toEqual(["First"]);
    await writeFile(file, '{"_id":"p","_type":"post","title":"Half"\n');
    source.reload();
    expect(await titles()).toEqual(["First"]);
    await writeFile(file, '{"_id":"p","_type":"post","title":"Second"}\n');
    source.reload();
    expect(await titles()).toEqual(["Second"]);
  });
});
