/**
 * `npm run seed`: loads the demo content into the configured database (also a
 * PostgreSQL server). With the embedded database and a server running, the
 * server does it on its own database (`npm run ops -- seed`, decision 0031).
 */
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate, openDatabase } from "../db/database.ts";
import { readOpsCredential, runOpsOnServer } from "../ops/ops-credential.ts";
import { runOps, terminal } from "../ops/run.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings, ServiceSettingsError } from "../settings.ts";

async function main(): Promise<number> {
  const settings = loadServiceSettings(process.env, { deployment: false });
  const credential = settings.databaseUrl ? null : readOpsCredential(settings.dataDir);
  if (credential) return runOpsOnServer(credential, ["seed"], terminal);
  const db = openDatabase(databaseTargetFor(settings), "npm run seed");
  try {
    await migrate(db);
    return await runOps(["seed"], db, terminal, "npm run seed");
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // Words for the person at the terminal, not a stack trace.
  if (!(error instanceof DataDirLockedError || error instanceof ServiceSettingsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
