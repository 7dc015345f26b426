/** `npm run ops -- <command>`: the operations CLI (also `npm run backup` and `npm run restore`). */
import path from "node:path";
import { Redis } from "ioredis";
import { contentPurgeChannel, encodePurge } from "#contract/content-purge.ts";
import { EVERY_USER, USER_PURGE_CHANNEL } from "../auth/user-cache.ts";
import { migrate, openDatabase } from "../db/database.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings } from "../settings.ts";
import { operatorName, readOpsCredential, runOpsOnServer } from "./ops-credential.ts";
import { runOps, terminal } from "./run.ts";
import { runForTerminal } from "./terminal-command.ts";

/** Absolute as this terminal means it: the command may run in the server, in another folder. */
export function withFilePaths(args: string[], dataDir: string, now = new Date()): string[] {
  const [command, file, ...rest] = args;
  if (command === "backup" && file === undefined) {
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    return [command, path.resolve(dataDir, "backups", `portal-${stamp}.jsonl`)];
  }
  if (
    (command === "backup" || command === "restore" || command === "import-files") &&
    file !== undefined
  ) {
    return [command, path.resolve(file), ...rest];
  }
  return args;
}

/** The command may have changed any member, and a restore or a seed the home page's slides. */
async function purgeRunningInstances(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  redis.on("error", () => {});
  try {
    await redis.publish(USER_PURGE_CHANNEL, `npm-run-ops ${EVERY_USER}`);
    await redis.publish(contentPurgeChannel(redisUrl), `npm-run-ops ${encodePurge()}`);
  } catch {
  } finally {
    redis.disconnect();
  }
}

async function main(given: string[]): Promise<number> {
  const settings = loadServiceSettings(process.env, { deployment: false });
  const args = withFilePaths(given, settings.dataDir);
  const credential = settings.databaseUrl ? null : readOpsCredential(settings.dataDir);
  if (credential) return runOpsOnServer(credential, args, terminal);
  const db = openDatabase(databaseTargetFor(settings), "npm run ops");
  try {
    await migrate(db);
    const operator = operatorName();
    return await runOps(
      args,
      db,
      terminal,
      `npm run ops${operator ? ` (${operator})` : ""}`,
      settings.sealingKey,
    );
  } finally {
    await db.destroy();
    if (settings.redisUrl) await purgeRunningInstances(settings.redisUrl);
  }
}

if (import.meta.main) await runForTerminal(() => main(process.argv.slice(2)));
