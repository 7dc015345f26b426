import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Sizes a reader can take in at once: no module of the product's four parts
 * (app/, server/, service/, contract/) over 300 lines, a README a newcomer
 * reads to the end. Scripts and the studio's schema are not held to it. Generated types, seed data and
 * migrations are data, not modules to read.
 */
const root = path.resolve(import.meta.dirname, "../..");
const MAX_MODULE_LINES = 300;
const MAX_README_BYTES = 20 * 1024;
const EXEMPT = [
  /\.(test|spec)\.tsx?$/,
  /(^|\/)sanity\.types\.ts$/,
  /\.generated\.ts$/,
  /^service\/seed\/data\.ts$/,
  /^service\/db\/migrations\//,
];

function productionModules(): string[] {
  const listed = execFileSync(
    "git",
    [
      "ls-files",
      "--cached",
      "--others",
      "--exclude-standard",
      "app",
      "server",
      "service",
      "contract",
    ],
    { cwd: root, encoding: "utf8" },
  );
  return listed
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !EXEMPT.some((rule) => rule.test(file)));
}

describe("sizes", () => {
  it(`no production module in app/, server/, service/ or contract/ is over ${MAX_MODULE_LINES} lines`, () => {
    const modules = productionModules();
    expect(modules.length).toBeGreaterThan(100);
    const long = modules
      .map((file) => ({
        file,
        lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1,
      }))
      .filter(({ lines }) => lines > MAX_MODULE_LINES);
    expect(long).toEqual([]);
  });

  it("the README is at most 20 KB", () => {
    expect(statSync(path.join(root, "README.md")).size).toBeLessThanOrEqual(MAX_README_BYTES);
  });
});
