import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DataDirLockedError,
  dataDirLockFiles,
  lockDataDir,
  STALE_AFTER_MS,
} from "./data-dir-lock.ts";
import { openDatabase } from "./database.ts";

describe("one process at a time opens the embedded database's folder", () => {
  let root: string;
  let folder: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "portal-lock-"));
    folder = path.join(root, "pglite");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("refuses a second opener with words naming the holder, and lets it in once closed", async () => {
    // The lock is taken when the database is opened, before its first query starts the
    // embedded server: the second opener is tried at once, so a slow start on a loaded
    // machine (longer than the stale time) cannot let it in.
    const first = openDatabase({ kind: "pglite", dataDir: folder }, "the portal server");
    let refusal: unknown;
    try {
      openDatabase({ kind: "pglite", dataDir: folder }, "npm run ops");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`the portal server (process ${process.pid}`);
    expect((refusal as Error).message).toMatch(/Stop that process and run this again/);
    await sql`select 1`.execute(first);
    await first.destroy();
    expect(existsSync(dataDirLockFiles(folder).lock)).toBe(false);
    const second = openDatabase({ kind: "pglite", dataDir: folder }, "npm run ops");
    await sql`select 1`.execute(second);
    await second.destroy();
  }, 60_000);

  it("takes over a lock its holder stopped refreshing (a process killed outright)", () => {
    mkdirSync(folder, { recursive: true });
    const { lock } = dataDirLockFiles(folder);
    mkdirSync(lock);
    const old = new Date(Date.now() - STALE_AFTER_MS - 5_000);
    utimesSync(lock, old, old);
    const release = lockDataDir(folder, "the portal server", () => {});
    expect(existsSync(lock)).toBe(true);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it("npm run ops refuses, without a stack trace, while another process holds the folder", () => {
    const dataDir = path.join(root, "data");
    const release = lockDataDir(path.join(dataDir, "pglite"), "the portal server", () => {});
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const run = spawnSync(process.execPath, ["service/ops/cli.ts", "list-users"], {
        env,
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("is open in the portal server");
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  }, 60_000);
});
