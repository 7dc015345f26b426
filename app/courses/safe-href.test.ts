import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it.each([
    ["/downloads/notes.pdf", "/downloads/notes.pdf"],
    ["https://cdn.example.in/notes.pdf", "https://cdn.example.in/notes.pdf"],
    ["http://example.in/a b", "http://example.in/a%20b"],
    ["  /images/courses/a.svg ", "/images/courses/a.svg"],
  ])("keeps %s", (value, kept) => {
    expect(safeHref(value)).toBe(kept);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example/x",
    "mailto:someone@example.in",
    "notes.pdf",
    "",
    null,
    undefined,
  ])("drops %s", (value) => {
    expect(safeHref(value)).toBeNull();
  });
});
