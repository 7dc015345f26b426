import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { previewFrameAncestors, withFrameAncestors } from "./preview-frame.ts";

describe("the studio's frame", () => {
  it("names the site and the studio's origin (never its path)", () => {
    expect(previewFrameAncestors("https://portal.sanity.studio/desk")).toBe(
      "'self' https://portal.sanity.studio",
    );
    expect(previewFrameAncestors(undefined)).toBe("'self'");
  });

  it("replaces the policy's frame-ancestors and keeps every other directive", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'; form-action 'self'";
    expect(withFrameAncestors(policy, "'self' https://studio.example")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; form-action 'self'; frame-ancestors 'self' https://studio.example",
    );
  });

  it("leaves exactly one frame-ancestors, whatever the policy held (generated)", () => {
    const directive = fc.constantFrom(
      "default-src 'self'",
      "frame-ancestors 'none'",
      "FRAME-ANCESTORS *",
      "img-src data:",
      "",
    );
    fc.assert(
      fc.property(fc.array(directive, { maxLength: 8 }), (directives) => {
        const result = withFrameAncestors(directives.join("; "), "'self'");
        expect(result.match(/frame-ancestors/gi)).toHaveLength(1);
        expect(result.endsWith("frame-ancestors 'self'")).toBe(true);
      }),
    );
  });
});
