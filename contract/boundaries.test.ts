import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The contract is the only code the site and the service share: the site
 * (app/) never imports the service's internals, and the service never the
 * site's. Tests may use the service's seed data; the code may not.
 */
const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] as string),
  );
}

describe("the contract's boundaries", () => {
  it("app/ never imports service/", () => {
    const crossing = sources("app").flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(path.join(root, "service") + path.sep))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    );
    expect(crossing).toEqual([]);
  });

  it("service/ never imports app/", () => {
    const crossing = sources("service").flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(path.join(root, "app") + path.sep))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    );
    expect(crossing).toEqual([]);
  });

  it("the contract imports neither", () => {
    const crossing = sources("contract").flatMap((file) =>
      importsOf(file).filter(
        (target) =>
          target.startsWith(path.join(root, "app") + path.sep) ||
          target.startsWith(path.join(root, "service") + path.sep),
      ),
    );
    expect(crossing).toEqual([]);
  });
});
