import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_REDIRECT_HOPS,
  normaliseSource,
  parseDestination,
  type Redirect,
  redirectTable,
  resolveRedirect,
} from "./redirects";

const table = (...redirects: Array<[string, string, boolean?]>) =>
  redirectTable(
    redirects.map(([source, destination, permanent = true]) => ({
      source,
      destination,
      permanent,
    })),
  );

describe("resolveRedirect", () => {
  it("sends an old address to the new one, 301 when permanent, 307 when not", () => {
    expect(resolveRedirect(table(["/about-us", "/about"]), "/about-us")).toEqual({
      kind: "redirect",
      location: "/about",
      status: 301,
      hops: 1,
    });
    expect(resolveRedirect(table(["/about-us/", "/about", false]), "/about-us/")).toMatchObject({
      location: "/about",
      status: 307,
    });
    expect(resolveRedirect(table(["/about-us", "/about"]), "/somewhere")).toEqual({ kind: "none" });
  });

  it("follows a chain to its end in one answer, at most five hops", () => {
    const chain = table(["/a", "/b"], ["/b", "/c", false], ["/c", "/d"]);
    expect(resolveRedirect(chain, "/a")).toEqual({
      kind: "redirect",
      location: "/d",
      status: 307,
      hops: 3,
    });
    const long = table(
      ...Array.from({ length: 9 }, (_, i) => [`/p${i}`, `/p${i + 1}`] as [string, string]),
    );
    expect(resolveRedirect(long, "/p0")).toMatchObject({
      location: "/p5",
      hops: MAX_REDIRECT_HOPS,
    });
  });

  it("ignores a cycle: the address answers as if there were no redirect", () => {
    const cycle = table(["/a", "/b"], ["/b", "/c"], ["/c", "/a"]);
    expect(resolveRedirect(cycle, "/b")).toEqual({ kind: "cycle", sources: ["/b", "/c", "/a"] });
    expect(resolveRedirect(table(["/a", "/a/"]), "/a")).toMatchObject({ kind: "cycle" });
  });

  it("never takes over the console, the service API, preview, webhooks, probes or files", () => {
    for (const source of [
      "/staff",
      "/staff/people",
      "/service/api/x",
      "/preview",
      "/webhooks/content",
      "/healthz",
      "/metrics",
      "/assets/x.js",
    ]) {
      expect(resolveRedirect(table([source, "/about"]), source), source).toEqual({ kind: "none" });
    }
  });

  it("sends to another host only for an https:// URL written whole", () => {
    expect(resolveRedirect(table(["/x", "https://example.org/y?z=1"]), "/x")).toMatchObject({
      location: "https://example.org/y?z=1",
    });
    for (const destination of [
      "//evil.example",
      "/\\evil.example",
      "http://example.org",
      "javascript:alert(1)",
      "https://user:pw@example.org",
      "/..//evil.example",
      "evil.example",
    ]) {
      expect(resolveRedirect(table(["/x", destination]), "/x"), destination).toEqual({
        kind: "none",
      });
    }
  });
});

describe("what the rules accept", () => {
  it.each([
    ["/about-us", "/about-us"],
    ["/about-us/", "/about-us"],
    ["/", "/"],
    ["/über", "/%C3%BCber"],
  ])("reads the source %j as %j", (value, expected) => {
    expect(normaliseSource(value)).toBe(expected);
  });

  it.each([
    "about-us",
    "//evil.example",
    "/a?b=1",
    "/a#b",
    "/a%2Fb",
    "/a%5cb",
    "/a/../b",
    "/a/%2e%2e/b",
    "/a\r\nSet-Cookie: x=1",
    "/a b",
    `/${"a".repeat(600)}`,
    "/%E0%A4%A",
  ])("refuses the source %j", (value) => {
    expect(normaliseSource(value)).toBeNull();
  });
});

/** The plain way: follow the table hop by hop, stop at a revisit (a cycle) or the last hop. */
function naiveFollow(redirects: Redirect[], start: string) {
  const bySource = new Map<string, Redirect>();
  for (const redirect of redirects)
    if (!bySource.has(redirect.source)) bySource.set(redirect.source, redirect);
  if (!bySource.has(start)) return { kind: "none" };
  const visited = new Set([start]);
  let current = start;
  let permanent = true;
  for (let hop = 1; ; hop += 1) {
    const redirect = bySource.get(current) as Redirect;
    permanent &&= redirect.permanent;
    const next = redirect.destination;
    if (visited.has(next)) return { kind: "cycle" };
    if (!bySource.has(next) || hop === MAX_REDIRECT_HOPS) {
      return { kind: "redirect", location: next, status: permanent ? 301 : 307, hops: hop };
    }
    visited.add(next);
    current = next;
  }
}

describe("generated redirect sets", () => {
  const path = fc.constantFrom("/a", "/b", "/c", "/d", "/e", "/f", "/g");
  const redirect = fc.record({ source: path, destination: path, permanent: fc.boolean() });

  it("always ends, and agrees with the plain way of following them", () => {
    fc.assert(
      fc.property(fc.array(redirect, { maxLength: 12 }), path, (redirects, start) => {
        const answer = resolveRedirect(redirectTable(redirects), start);
        const expected = naiveFollow(redirects, start);
        if (expected.kind === "cycle") expect(answer.kind).toBe("cycle");
        else expect(answer).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("never gives an open redirect, a header injection or an exception, whatever editors write", () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        "//evil.example",
        "/\\evil.example",
        "/..//evil.example",
        "/%2F%2Fevil.example",
        "/a%0d%0aSet-Cookie:x",
        "/a\r\nLocation: //evil",
        "https://evil.example",
        "http://evil.example",
        " /a",
        "/a/./b",
        "/".padEnd(2000, "a"),
      ),
      fc.webPath(),
      fc.webUrl(),
      path,
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ source: hostile, destination: hostile, permanent: fc.boolean() }), {
          maxLength: 8,
        }),
        hostile,
        (redirects, start) => {
          const answer = resolveRedirect(redirectTable(redirects), start);
          if (answer.kind !== "redirect") return;
          expect(() => new Headers({ location: answer.location })).not.toThrow();
          expect(answer.location).toMatch(/^[\x21-\x7e]+$/);
          if (answer.location.startsWith("/")) {
            expect(answer.location.startsWith("//")).toBe(false);
            expect(new URL(answer.location, "http://site.test").origin).toBe("http://site.test");
          } else {
            // Another host only when an editor wrote that https:// URL as a destination.
            expect(answer.location.startsWith("https://")).toBe(true);
            expect(redirects.some((r) => parseDestination(r.destination)?.kind === "url")).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
