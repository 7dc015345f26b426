import fc from "fast-check";
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
    "/..//evil.example",
    "/%2E%2E//evil.example?a=1",
    "/./..//evil.example",
    "evil",
    "",
    null,
    42,
  ])("sends %j home", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it.each([
    ["/€", "/%E2%82%AC"],
    ["/a\u0000b", "/a%00b"],
    ["/\u007f", "/%7F"],
    ["/a/../b", "/b"],
  ])("writes %j as a Location header can carry it: %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("returns a path of this site a header can carry, whatever it is given (generated)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const path = safeReturnPath(value);
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(new URL(path, "http://site.test").origin).toBe("http://site.test");
          expect(() => new Headers({ location: path })).not.toThrow();
          expect(path).toMatch(/^[\x21-\x7e]+$/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
