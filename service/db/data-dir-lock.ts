/**
 * One process at a time opens the embedded database's files.
 *
 * PGlite has no server of its own: two processes that open the same folder
 * each run a PostgreSQL over it and overwrite each other's work (a crash test
 * lost a registration the server had acknowledged after a read-only
 * `npm run ops -- list-users`). Whoever opens the folder first (the portal
 * server, `npm run ops`, `npm run seed`) holds a lock beside it until it
 * closes the database; anyone else is refused with words that say who holds
 * it and what to do.
 *
 * proper-lockfile does the locking (an atomic mkdir, refreshed every few
 * seconds, so a holder that was killed outright leaves a lock that goes stale
 * instead of one that blocks for ever); a small file beside it names the
 * holder for the message.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/** A lock not refreshed for this long belongs to a process that is gone. */
export const STALE_AFTER_MS = 15_000;
const REFRESH_EVERY_MS = 5_000;

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

interface Holder {
  pid: number;
  /** What holds the files: "the portal server", "npm run ops"… */
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

/**
 * Takes the folder's lock or throws DataDirLockedError. Returns the release
 * (also run at process exit). `onLost` is told if the lock is taken from us
 * (our process stalled past the stale time): the database must not be used then.
 */
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
      // Already released or taken over: nothing of ours is left to remove.
    }
  };
}

/**
 * Waits while the folder's lock looks held, up to the stale time and a little:
 * a server restarted right after being killed finds its own old lock there.
 * Then the caller takes it (and is refused if someone really holds it).
 */
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

/** Where the lock and the note naming its holder live, beside the folder. */
export const dataDirLockFiles = (folder: string) => ({
  lock: lockPath(folder),
  holder: holderPath(folder),
});
