import { describe, expect, it } from "vitest";
import { highlightParts, markedWords, searchGroups, searchTerms } from "./search-terms";

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
    expect(searchGroups(["pharma"], [])).toEqual([["pharma*"]]);
  });

  it("lets any spelling of a synonym stand for every other, phrases too", () => {
    const synonyms = [
      { term: "NEET", spellings: ["नीट"] },
      { term: "Pharma Edge", spellings: ["फार्मा एज", null, ""] },
      { term: null, spellings: ["ignored"] },
      { term: "Alone", spellings: null },
      { term: 7, spellings: "not a list" },
      { term: "Odd", spellings: [{ _type: "x" }, 3] },
    ];
    expect(searchGroups(searchTerms("नीट biology"), synonyms)).toEqual([
      ["नीट*", "neet*"],
      ["biology*"],
    ]);
    expect(searchGroups(searchTerms("NEET"), synonyms)).toEqual([["neet*", "नीट*"]]);
    expect(searchGroups(searchTerms("फार्मा एज notes"), synonyms)).toEqual([
      ["फार्मा* एज*", "pharma* edge*"],
      ["notes*"],
    ]);
    // Half a phrase is a word of its own.
    expect(searchGroups(searchTerms("pharma"), synonyms)).toEqual([["pharma*"]]);
    expect(searchGroups(searchTerms("alone ignored"), synonyms)).toEqual([
      ["alone*"],
      ["ignored*"],
    ]);
    // फ़ typed as one character (U+095E) or as फ and a nukta is the same spelling.
    expect(
      searchGroups(["\u095eार्मा", "एज"], [{ term: "Pharma Edge", spellings: ["फ\u093cार्मा एज"] }]),
    ).toEqual([["\u095eार्मा* एज*", "pharma* edge*", "फ\u093cार्मा* एज*"]]);
    expect(markedWords([["pharma* edge*", "फार्मा* एज*"], ["notes*"]])).toEqual([
      "pharma",
      "edge",
      "फार्मा",
      "एज",
      "notes",
    ]);
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
