/** `npm run seed`: loads the demo content into the configured database (also a PostgreSQL server). */
import { migrate, openDatabase } from "../db/database.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings } from "../settings.ts";
import { seed } from "./seed.ts";

const settings = loadServiceSettings(process.env, { deployment: false });
const db = openDatabase(databaseTargetFor(settings));
try {
  await migrate(db);
  console.log(
    (await seed(db)) ? "Demo content loaded." : "Demo content was already there; nothing changed.",
  );
} finally {
  await db.destroy();
}
