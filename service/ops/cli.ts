/** `npm run ops -- <command>`: the operations CLI. */
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate, openDatabase } from "../db/database.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings, ServiceSettingsError } from "../settings.ts";
import { operatorName, readOpsCredential, runOpsOnServer } from "./ops-credential.ts";
import { runOps, terminal } from "./run.ts";

/**
 * With the embedded database, a running server holds its folder: the command
 * goes to that server (ops-credential.ts) and runs there, on its database.
 * Otherwise it opens the database itself (and holds the folder meanwhile).
 */
async function main(args: string[]): Promise<number> {
  const settings = loadServiceSettings(process.env, { deployment: false });
  const credential = settings.databaseUrl ? null : readOpsCredential(settings.dataDir);
  if (credential) return runOpsOnServer(credential, args, terminal);
  const db = openDatabase(databaseTargetFor(settings), "npm run ops");
  try {
    await migrate(db);
    const operator = operatorName();
    return await runOps(args, db, terminal, `npm run ops${operator ? ` (${operator})` : ""}`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    // Words for the person at the terminal, not a stack trace.
    if (!(error instanceof DataDirLockedError || error instanceof ServiceSettingsError))
      throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
