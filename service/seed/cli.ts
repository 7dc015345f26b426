/**
 * `npm run seed`: loads the demo content into the configured database (also a
 * PostgreSQL server). With the embedded database and a server running, the
 * server does it on its own database (`npm run ops -- seed`, decision 0031).
 */
import { migrate, openDatabase } from "../db/database.ts";
import { readOpsCredential, runOpsOnServer } from "../ops/ops-credential.ts";
import { runOps, terminal } from "../ops/run.ts";
import { runForTerminal } from "../ops/terminal-command.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings } from "../settings.ts";

async function main(): Promise<number> {
  const settings = loadServiceSettings(process.env, { deployment: false });
  const credential = settings.databaseUrl ? null : readOpsCredential(settings.dataDir);
  if (credential) return runOpsOnServer(credential, ["seed"], terminal);
  const db = openDatabase(databaseTargetFor(settings), "npm run seed");
  try {
    await migrate(db);
    return await runOps(["seed"], db, terminal, "npm run seed", settings.sealingKey);
  } finally {
    await db.destroy();
  }
}

await runForTerminal(main);
