import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site's layout follows the window's width by CSS alone: no script of
 * app/ reads the width. The browser journeys rely on it when they check a page
 * at several widths by resizing one load (expectAccessibleAtWidths, decision
 * 0048); a script that reads it would need them to load the page at each width.
 */
const root = path.resolve(import.meta.dirname, "../..");
const READS_THE_WIDTH =
  /\b(innerWidth|outerWidth|screen\.width|visualViewport)\b|matchMedia\(\s*["'`][^"'`]*(width|orientation)/;

function scripts(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe("the layout follows the width by CSS alone", () => {
  it("has no script in app/ that reads the window's width", () => {
    const readers = scripts().filter((file) =>
      READS_THE_WIDTH.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });

  it("would see one that did", () => {
    for (const line of [
      "if (window.innerWidth < 800) open();",
      'window.matchMedia("(max-width: 765px)")',
      "const wide = visualViewport.width > 1000;",
    ]) {
      expect(READS_THE_WIDTH.test(line), line).toBe(true);
    }
    expect(READS_THE_WIDTH.test('matchMedia("(prefers-reduced-motion: reduce)")')).toBe(false);
  });
});
