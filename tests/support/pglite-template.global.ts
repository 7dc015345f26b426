/**
 * Vitest's global setup: the embedded database every test service starts
 * from, migrated and seeded once per run and written to a file that each test
 * file's worker loads. Made in each worker instead, it cost every file that
 * starts a service an initdb (about two seconds of a core), and the unit lane
 * shares two cores with the browser journeys (decision 0048).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate, openDatabase } from "../../service/db/database.ts";
import { seed } from "../../service/seed/seed.ts";
import { TEST_SECRET_KEY } from "./test-service.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated, seeded embedded database (a PGlite data dump). */
    pgliteTemplate: string;
    /** The worker runs file after file (isolate: false): its embedded database stays open. */
    workerOutlivesFiles?: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "portal-pglite-template-"));
  const file = path.join(folder, "template.tar");
  const pglite = new PGlite();
  const db = openDatabase({ kind: "pglite", dataDir: null, instance: pglite });
  await migrate(db);
  await seed(db, { sealingKey: TEST_SECRET_KEY });
  // Flush the write-ahead log, or the copy misses the newest rows.
  await pglite.exec("CHECKPOINT");
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
