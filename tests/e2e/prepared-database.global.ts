/**
 * Playwright's global setup: one embedded database, created, migrated and
 * seeded as a server's first start does it, for the journeys that start
 * servers of their own to stop, kill or restore them. Each copies it
 * (`fromPreparedDatabase`) instead of running a first start of its own: a
 * first start costs about five core-seconds more than a start, and the suite
 * is bound by its two cores (decision 0048). The first start itself is walked
 * by the journeys' own server and by logs.spec.ts, which reads what it says.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { PREPARED_DATA_DIR } from "./data-dir";

export default function setup(): void {
  rmSync(PREPARED_DATA_DIR, { recursive: true, force: true });
  // The embedded defaults, whatever database the suite itself runs with.
  const { DATABASE_URL: _, ...environment } = process.env;
  const made = spawnSync(process.execPath, ["service/db/prepare-embedded.ts"], {
    env: { ...environment, DATA_DIR: PREPARED_DATA_DIR },
    encoding: "utf8",
  });
  if (made.status !== 0) {
    throw new Error(`The prepared embedded database could not be made: ${made.stderr}`);
  }
}
