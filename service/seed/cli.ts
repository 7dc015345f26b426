/** `npm run seed`: loads the demo content into the configured database (also a PostgreSQL server). */
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate, openDatabase, type ServiceDb } from "../db/database.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings, ServiceSettingsError } from "../settings.ts";
import { seed } from "./seed.ts";

let db: ServiceDb;
try {
  const settings = loadServiceSettings(process.env, { deployment: false });
  db = openDatabase(databaseTargetFor(settings), "npm run seed");
} catch (error) {
  // Words for the person at the terminal, not a stack trace.
  if (!(error instanceof DataDirLockedError || error instanceof ServiceSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await migrate(db);
  console.log(
    (await seed(db)) ? "Demo content loaded." : "Demo content was already there; nothing changed.",
  );
} finally {
  await db.destroy();
}
