/**
 * `npm run migrate`: applies the code's migrations to the configured database
 * and says which, for deployments that migrate before they start instances.
 * Instances migrate at start too: on PostgreSQL, Kysely's migrator holds an
 * advisory lock for it, so instances starting together (or this command
 * beside them) apply each migration once (decision 0038). With the embedded
 * database, a server running on the data folder migrated it when it started.
 */

import { readOpsCredential } from "../ops/ops-credential.ts";
import { runForTerminal } from "../ops/terminal-command.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings } from "../settings.ts";
import { migrate, openDatabase, pendingMigrations } from "./database.ts";
import { prepareEmbeddedDatabase } from "./prepare-embedded.ts";

async function main(): Promise<number> {
  const settings = loadServiceSettings(process.env, { deployment: false });
  if (!settings.databaseUrl && readOpsCredential(settings.dataDir)) {
    console.log(
      `The server running on ${settings.dataDir} migrated its database when it started: nothing to do.`,
    );
    return 0;
  }
  // A first run on the embedded defaults creates, migrates and seeds the database, as `npm start` would.
  prepareEmbeddedDatabase(settings, false);
  const db = openDatabase(databaseTargetFor(settings), "npm run migrate");
  try {
    const pending = await pendingMigrations(db);
    await migrate(db);
    console.log(
      pending.length === 0
        ? "The database is up to date: no migration to apply."
        : `Applied ${pending.length} migration${pending.length === 1 ? "" : "s"}: ${pending.join(", ")}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

await runForTerminal(main);
