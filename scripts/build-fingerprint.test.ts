import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFingerprint } from "./build-fingerprint.ts";

describe("buildFingerprint", () => {
  it("changes when a source changes, and only then", () => {
    const root = mkdtempSync(path.join(tmpdir(), "portal-fp-"));
    mkdirSync(path.join(root, "app"));
    writeFileSync(path.join(root, "app", "root.tsx"), "one");
    const inputs = ["app", "vite.config.ts"];
    const first = buildFingerprint(root, inputs);
    expect(buildFingerprint(root, inputs)).toBe(first);

    writeFileSync(path.join(root, "app", "root.tsx"), "two");
    const second = buildFingerprint(root, inputs);
    expect(second).not.toBe(first);

    writeFileSync(path.join(root, "vite.config.ts"), "config");
    expect(buildFingerprint(root, inputs)).not.toBe(second);
  });

  it("ignores test files, which are not part of the build", () => {
    const root = mkdtempSync(path.join(tmpdir(), "portal-fp-"));
    mkdirSync(path.join(root, "app"));
    writeFileSync(path.join(root, "app", "a.ts"), "a");
    const before = buildFingerprint(root, ["app"]);
    writeFileSync(path.join(root, "app", "a.test.ts"), "test");
    expect(buildFingerprint(root, ["app"])).toBe(before);
  });
});
