import { describe, expect, it } from "vitest";
import { DATASET, publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { loader } from "./search";

type SearchData = Awaited<ReturnType<typeof loader>>;
const search = (q: string, language: "en" | "hi" = "en") =>
  runRoute<SearchData>(loader as never, {
    path: `${language === "hi" ? "/hi" : ""}/search?q=${encodeURIComponent(q)}`,
    pattern: language === "hi" ? "/hi/search" : "/search",
  });

describe("/search", () => {
  it("finds the one post that mentions a rare word, first", async () => {
    const word = "pharmacovigilance";
    const holders = DATASET.published.filter((doc) =>
      JSON.stringify(doc).toLowerCase().includes(word),
    );
    expect(holders).toHaveLength(1);
    const { data } = await search(word);
    expect(data?.hits[0]?.href).toBe(`/blog-details/${slugOf(holders[0] as never)}`);
  });

  it("ranks title matches first", async () => {
    const titles = publishedOfType("post").map((post) => String(post.title));
    const word =
      titles
        .flatMap((title) => title.split(/\s+/))
        .find((candidate) => /^\p{L}{7,}$/u.test(candidate))
        ?.toLowerCase() ?? "";
    expect(word).not.toBe("");
    const { data } = await search(word);
    expect(data?.hits[0]?.title.toLowerCase()).toMatch(new RegExp(`(^|[^\\p{L}])${word}`, "u"));
  });

  it("has an empty state for an empty query and a no-result state", async () => {
    expect((await search("")).data).toMatchObject({ terms: [], hits: [] });
    const none = await search("zzzqqqxxy");
    expect(none.data?.terms).toEqual(["zzzqqqxxy"]);
    expect(none.data?.hits).toEqual([]);
  });

  it.each([
    '" || true || "',
    "*[_type == 'user']{password}",
    "\u0000\u0007<script>alert(1)</script>",
    "ä".repeat(5000),
  ])("answers hostile or huge input %#", async (q) => {
    const { data, response } = await search(q);
    expect(response).toBeNull();
    expect(data?.query.length).toBeLessThanOrEqual(200);
    expect(Array.isArray(data?.hits)).toBe(true);
  });

  it("finds the Hindi NEET pages by नीट, the Devanagari spelling of the word they keep in Latin", async () => {
    const neet = [...publishedOfType("post", "hi"), ...publishedOfType("page", "hi")].filter(
      (doc) => /\bNEET\b/.test(String(doc.title)),
    );
    expect(neet.length).toBeGreaterThan(1);
    expect(neet.some((doc) => String(doc.title).includes("नीट"))).toBe(false);
    const { data } = await search("नीट", "hi");
    const found = data?.hits.map((hit) => hit.href) ?? [];
    for (const doc of neet) {
      const base = doc._type === "post" ? "/hi/blog-details/" : "/hi/";
      expect(found).toContain(`${base}${slugOf(doc)}`);
    }
    // The Latin word is marked in the results.
    expect(data?.terms).toEqual(expect.arrayContaining(["नीट", "neet"]));
  });

  it("finds by any spelling of a term, a phrase too, and keeps the other words' own meaning", async () => {
    const byLatin = await search("Pharma Edge", "hi");
    const byDevanagari = await search("फ़ार्मा एज", "hi");
    expect(byLatin.data?.hits.map((hit) => hit.href)).toContain("/hi/PharmaEdge-about");
    expect(byDevanagari.data?.hits.map((hit) => hit.href)).toContain("/hi/PharmaEdge-about");
    // नीट and a word no text has: nothing (every word still counts).
    expect((await search("नीट zzzqqqxxy", "hi")).data?.hits).toEqual([]);
    // In English, नीट finds the English NEET posts.
    expect((await search("नीट")).data?.hits.length).toBeGreaterThan(0);
  });

  it("is not indexed by search engines", async () => {
    const { data } = await search("ayurveda");
    expect(data?.seo.noindex).toBe(true);
  });
});
