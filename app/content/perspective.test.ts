import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePerspective, perspectiveText } from "./perspective";

describe("parsePerspective", () => {
  it.each([
    ["drafts", "drafts"],
    ["published", "published"],
    [" drafts ", "drafts"],
    ["rSpring,drafts", ["rSpring", "drafts"]],
    ["rA, rB ,drafts", ["rA", "rB", "drafts"]],
    ["rSpring", ["rSpring"]],
  ])("reads %j", (text, expected) => {
    expect(parsePerspective(text)).toEqual(expected);
  });

  it.each([
    "raw",
    "",
    "rA,raw",
    "rA,,drafts",
    "rA,rA,drafts",
    "../x,drafts",
    "rA;drop,drafts",
    `${"r".repeat(101)},drafts`,
    Array.from({ length: 21 }, (_, i) => `r${i}`).join(","),
  ])("refuses %j", (text) => {
    expect(parsePerspective(text)).toBeNull();
  });

  it("refuses what is not text or a list of text", () => {
    for (const value of [null, undefined, 1, {}, [1], [[]], true]) {
      expect(parsePerspective(value)).toBeNull();
    }
  });

  it("never throws, and what it reads writes back to the same perspective (generated)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 25 }), fc.anything()),
        (value) => {
          const perspective = parsePerspective(value);
          if (perspective === null) return;
          expect(parsePerspective(perspectiveText(perspective))).toEqual(perspective);
          const layers = typeof perspective === "string" ? [perspective] : perspective;
          for (const layer of layers) expect(layer).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
          expect(layers).not.toContain("raw");
        },
      ),
      { numRuns: 500 },
    );
  });
});
