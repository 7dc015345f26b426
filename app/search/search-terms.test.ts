import { describe, expect, it } from "vitest";
import { highlightParts, matchPatterns, searchTerms } from "./search-terms";

describe("search terms", () => {
  it("keeps words of any script and drops syntax", () => {
    expect(searchTerms('  Pharma "sales" || *[_type] आयुर्वेद ')).toEqual([
      "pharma",
      "sales",
      "type",
      "आयुर्वेद",
    ]);
  });

  it("uses only the first 200 characters and at most 8 words", () => {
    const long = `${"a".repeat(199)} tail`;
    expect(searchTerms(long)).toEqual(["a".repeat(199)]);
    expect(searchTerms("1 2 3 4 5 6 7 8 9 10")).toHaveLength(8);
  });

  it("drops duplicates and empty input", () => {
    expect(searchTerms("NEET neet Neet")).toEqual(["neet"]);
    expect(searchTerms("  !!! ")).toEqual([]);
  });

  it("matches words by prefix", () => {
    expect(matchPatterns(["pharma"])).toEqual(["pharma*"]);
  });

  it("marks the words that start with a term, case-insensitively", () => {
    expect(highlightParts("Pharmacovigilance for pharma teams", ["pharma"])).toEqual([
      { text: "Pharmacovigilance", match: true },
      { text: " for ", match: false },
      { text: "pharma", match: true },
      { text: " teams", match: false },
    ]);
    expect(highlightParts("alpha", ["pha"])).toEqual([{ text: "alpha", match: false }]);
  });
});
