/**
 * One process at a time opens the embedded database: two PGlites over one folder overwrite each
 * other's work (decision 0031). The lock goes stale when its holder is killed outright.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export const STALE_AFTER_MS = 15_000;
const REFRESH_EVERY_MS = 5_000;

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

interface Holder {
  pid: number;
  role: string;
  since: string;
}

const lockPath = (folder: string) => `${folder}.lock`;
const holderPath = (folder: string) => `${folder}.holder.json`;

function readHolder(folder: string): Holder | null {
  try {
    return JSON.parse(readFileSync(holderPath(folder), "utf8")) as Holder;
  } catch {
    return null;
  }
}

function lockedMessage(folder: string, holder: Holder | null): string {
  const who = holder
    ? `${holder.role} (process ${holder.pid}, since ${holder.since})`
    : "another process";
  return (
    `The embedded database in ${folder} is open in ${who}. Only one process may open it at a time. ` +
    "Stop that process and run this again. If nothing is running, the lock is released by itself " +
    `${STALE_AFTER_MS / 1000} seconds after the process that held it stopped.`
  );
}

/** `onLost`: our process stalled past the stale time and the database must not be used. */
export function lockDataDir(
  folder: string,
  role: string,
  onLost: (error: Error) => void = (error) => {
    console.error(`The embedded database's lock was lost: ${error.message}`);
    process.exit(1);
  },
): () => void {
  let release: () => void;
  mkdirSync(path.dirname(folder), { recursive: true });
  try {
    release = lockfile.lockSync(folder, {
      lockfilePath: lockPath(folder),
      realpath: false,
      stale: STALE_AFTER_MS,
      update: REFRESH_EVERY_MS,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(lockedMessage(folder, readHolder(folder)));
    }
    throw error;
  }
  const holder: Holder = { pid: process.pid, role, since: new Date().toISOString() };
  writeFileSync(holderPath(folder), `${JSON.stringify(holder)}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(holderPath(folder), { force: true });
    try {
      release();
    } catch {
      // Already released or taken over.
    }
  };
}

/** A server restarted right after being killed finds its own old lock, stale soon. */
export async function waitForDataDir(
  folder: string,
  log: (message: string) => void = console.error,
): Promise<void> {
  const deadline = Date.now() + STALE_AFTER_MS + 3_000;
  const held = () =>
    lockfile.checkSync(folder, {
      lockfilePath: lockPath(folder),
      realpath: false,
      stale: STALE_AFTER_MS,
    });
  if (!held()) return;
  log(`${lockedMessage(folder, readHolder(folder))} Waiting for it…`);
  while (held() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export const dataDirLockFiles = (folder: string) => ({
  lock: lockPath(folder),
  holder: holderPath(folder),
});
