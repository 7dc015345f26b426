import { describe, expect, it } from "vitest";
import { createEmbeddedSource, DEFAULT_DATA_FILE, parseNdjson } from "./embedded-dataset.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import type { SiteSettings } from "./types";

describe("embedded dataset", () => {
  it("drops drafts on load", () => {
    const docs = parseNdjson(
      '{"_id":"a","_type":"post"}\n\n{"_id":"drafts.a","_type":"post"}\n{"_id":"b","_type":"post"}\n',
    );
    expect(docs.map((doc) => doc._id)).toEqual(["a", "b"]);
  });

  it("answers the site settings query with the published document", async () => {
    const source = createEmbeddedSource(DEFAULT_DATA_FILE);
    const settings = await source.fetch<SiteSettings>(SITE_SETTINGS_QUERY);
    expect(settings.companyName).toBe("Aarogya Bharat Collective");
    expect(settings.email).toMatch(/@/);
    expect(settings.whatsappNumber).toBeTruthy();
    expect(settings.footerLinks?.length).toBeGreaterThan(0);
  });

  it("passes parameters as GROQ parameters, never into the query text", async () => {
    const source = createEmbeddedSource(DEFAULT_DATA_FILE);
    const result = await source.fetch<unknown[]>("*[_id == $id]", { id: '" || true || "' });
    expect(result).toEqual([]);
  });
});
