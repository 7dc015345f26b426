import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-path";

describe("safeReturnPath", () => {
  it.each(["/", "/blog-details/x", "/search?q=a%20b", "/service#rephub"])("keeps %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example",
    "evil",
    "",
    null,
    42,
  ])("sends %j home", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});
