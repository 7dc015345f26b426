import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("keeps lower-case ASCII letters and digits, one hyphen between words", () => {
    expect(slugify("  Hello, World  ", 60, "section")).toBe("hello-world");
    expect(slugify("Organic Chemistry: Part 2", 120, "entry")).toBe("organic-chemistry-part-2");
    expect(slugify("Āyurveda Basics", 60, "section")).toBe("ayurveda-basics");
  });

  it("cuts at the length without a trailing hyphen, and falls back when nothing is left", () => {
    expect(slugify("x".repeat(100), 60, "section")).toHaveLength(60);
    expect(slugify(`${"a".repeat(59)} b`, 60, "section")).toBe("a".repeat(59));
    expect(slugify("!!!", 120, "entry")).toBe("entry");
  });
});
