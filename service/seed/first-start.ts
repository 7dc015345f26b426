import type { ServiceDb } from "../db/database.ts";
import type { ServiceSettings } from "../settings.ts";
import { DEMO_STAFF } from "./data.ts";
import { seed } from "./seed.ts";

/** Embedded mode only: seeds a new data directory and prints the demo accounts. */
export async function seedIfEmbedded(db: ServiceDb, settings: ServiceSettings): Promise<void> {
  if (settings.databaseUrl) return;
  if (await seed(db, { sealingKey: settings.sealingKey })) {
    console.log(
      [
        "Demo accounts (password Demo12345):",
        "  demo@portal.test     all eight modules, 250 coins, one paid course",
        "  pmt@portal.test      PMT courses only, 40 coins",
        "  visitor@portal.test  no modules, 0 coins",
        "  staff@portal.test    operations staff: the console asks for a code from an authenticator",
        `                       app with the key ${DEMO_STAFF.authenticatorKey}`,
      ].join("\n"),
    );
  }
}
