/**
 * Creates the embedded database in a process of its own, once, before the
 * server opens it (decision 0029). PGlite's initdb runs in a second
 * WebAssembly instance whose memory (about 350 MB) the server process would
 * otherwise keep for its whole life; a short-lived process gives it back.
 * Also migrates and seeds (printing the demo accounts), as a first start does.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedIfEmbedded } from "../seed/first-start.ts";
import { createService } from "../service.ts";
import { loadServiceSettings, type ServiceSettings } from "../settings.ts";

/** Whether the embedded database at `dataDir` has been created (PostgreSQL writes PG_VERSION first). */
function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

export function prepareEmbeddedDatabase(settings: ServiceSettings, deployment: boolean): void {
  if (settings.databaseUrl || embeddedDatabaseExists(settings.dataDir)) return;
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url)],
    {
      // Its words (the demo accounts, a failure) are said again here: through the server's log.
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
