/** PGlite's initdb memory (about 350 MB) is given back by a short-lived process (decision 0029). */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedIfEmbedded } from "../seed/first-start.ts";
import { createService } from "../service.ts";
import { loadServiceSettings, type ServiceSettings } from "../settings.ts";

/** PostgreSQL writes PG_VERSION first. */
function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

export function prepareEmbeddedDatabase(settings: ServiceSettings, deployment: boolean): void {
  if (settings.databaseUrl || embeddedDatabaseExists(settings.dataDir)) return;
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url)],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATA_DIR: settings.dataDir,
        PORTAL_DEPLOYMENT: deployment ? "1" : "0",
      },
    },
  );
  const said = result.stdout?.toString().trimEnd();
  if (said) console.log(said);
  const failed = result.stderr?.toString().trimEnd();
  if (failed) console.error(failed);
  if (result.status !== 0) {
    throw new Error(`Creating the embedded database in ${settings.dataDir} failed (see above).`);
  }
}

if (import.meta.main) {
  // The server may have set NODE_ENV=production for React: whether this is a deployment is its word.
  const settings = loadServiceSettings(process.env, {
    deployment: process.env.PORTAL_DEPLOYMENT === "1",
  });
  const service = await createService({
    settings,
    owner: "the portal server (creating the database)",
  });
  await seedIfEmbedded(service.db, settings);
  await service.close();
}
