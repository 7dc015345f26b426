import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localSecret } from "./local-secrets.ts";

describe("localSecret", () => {
  it("generates a random secret once and keeps it in the data directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-secrets-"));
    const first = localSecret(dir, "SESSION_SECRET");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(localSecret(dir, "SESSION_SECRET")).toBe(first);
    expect(localSecret(dir, "OTHER")).not.toBe(first);
    const file = path.join(dir, "secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8")).SESSION_SECRET).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("differs between data directories", () => {
    const a = mkdtempSync(path.join(tmpdir(), "portal-secrets-"));
    const b = mkdtempSync(path.join(tmpdir(), "portal-secrets-"));
    expect(localSecret(a, "SESSION_SECRET")).not.toBe(localSecret(b, "SESSION_SECRET"));
  });
});
