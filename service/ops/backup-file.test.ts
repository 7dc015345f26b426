import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { backupLines, backupToFile, openBackup } from "./backup-file.ts";
import { runOps } from "./run.ts";

describe("a backup's file", () => {
  let t: TestService;
  let folder: string;
  beforeAll(async () => {
    t = await startTestService();
    folder = mkdtempSync(path.join(tmpdir(), "portal-backup-file-"));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t?.close();
  });

  const quiet = { log() {}, error() {}, table() {} };

  it("appears under its name only when whole, never over another file", async () => {
    const file = path.join(folder, "whole.jsonl");
    const rows = await backupToFile(t.service.db, file);
    expect(rows.users).toBeGreaterThan(0);
    expect(readdirSync(folder)).toEqual(["whole.jsonl"]);
    await expect(backupToFile(t.service.db, file)).rejects.toThrow(/never writes over one/);
    expect(readdirSync(folder)).toEqual(["whole.jsonl"]);
  });

  it("reads back the lines it wrote, and restores them", async () => {
    const file = path.join(folder, "whole.jsonl");
    const source = await openBackup(file);
    const lines: string[] = [];
    for await (const line of backupLines(source)) lines.push(line);
    await source.close();
    expect(JSON.parse(lines[0] as string)).toMatchObject({ format: "portal-backup/2" });
    expect(lines.at(-1)).toMatch(/^\{"end":/);
    expect(await runOps(["restore", file], t.service.db, quiet)).toBe(0);
  });

  it("refuses a line longer than any backup writes, before holding it", async () => {
    const file = path.join(folder, "long.jsonl");
    writeFileSync(file, `${"x".repeat(5000)}\n`);
    const source = await openBackup(file);
    const read = async () => {
      for await (const _ of backupLines(source, 1000)) {
        // nothing: the first line is already too long
      }
    };
    await expect(read()).rejects.toThrow(/longer than any backup writes/);
    await source.close();
  });

  it("restores nothing from a folder, a device or a pipe, and says why without waiting", async () => {
    const pipe = path.join(folder, "pipe");
    execFileSync("mkfifo", [pipe]);
    for (const [file, words] of [
      [folder, /is not a file/],
      ["/dev/zero", /is not a file/],
      [pipe, /is not a file/],
      [path.join(folder, "missing.jsonl"), /Cannot read .*is the path right/],
    ] as const) {
      const said: string[] = [];
      const code = await runOps(["restore", file], t.service.db, {
        log() {},
        error: (line) => said.push(line),
        table() {},
      });
      expect(code, file).toBe(1);
      expect(said.join("\n")).toMatch(words);
    }
    expect(existsSync(pipe)).toBe(true);
  });
});
