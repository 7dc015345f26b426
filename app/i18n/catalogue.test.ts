import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { CATALOGUE, messagesFor, translatorFor } from "./catalogue.server";

/** The names a message fills in ({name}, {count}): both languages must use the same. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe("the message catalogue", () => {
  const english = CATALOGUE.en;
  const hindi = CATALOGUE.hi;

  it("has every key in both languages, and no other", () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it("has words for every key, Hindi in Devanagari (a name may stay as it is)", () => {
    for (const [key, text] of Object.entries(hindi)) {
      expect(text.trim(), key).not.toBe("");
      if (text === english[key]) continue;
      expect(/[\u0900-\u097F]/.test(text), `${key}: ${text}`).toBe(true);
    }
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe("");
  });

  it("fills in the same values in both languages", () => {
    for (const key of Object.keys(english)) {
      expect(placeholders(hindi[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });

  it("compiles every message and translates with its values", () => {
    expect(Object.keys(messagesFor("hi"))).toHaveLength(Object.keys(english).length);
    expect(translatorFor("hi")("feed.title", { name: "ABC" })).toBe("ABC ब्लॉग");
    expect(translatorFor("en")("feed.title", { name: "ABC" })).toBe("ABC blog");
  });
});
