/**
 * The server, as `npm start` runs it (through scripts/start.ts, which gives it
 * its launch settings): checks the settings, builds the site when its sources
 * changed since the last build, then serves the production build on PORT.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { loadServiceSettings, ServiceSettingsError } from "../service/index.ts";
import { buildFingerprint } from "./build-fingerprint.ts";

const root = process.cwd();
// Only an operator who says NODE_ENV=production is running a deployment.
const deployment = process.env.NODE_ENV === "production";

function buildIfNeeded(): void {
  const stampFile = path.join(root, "build", ".fingerprint");
  const fingerprint = buildFingerprint(root);
  const serverBuild = path.join(root, "build", "server", "index.js");
  if (existsSync(serverBuild) && existsSync(stampFile)) {
    if (readFileSync(stampFile, "utf8").trim() === fingerprint) return;
  }
  console.log("Building the site (sources changed since the last build)…");
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${fingerprint}\n`);
}

/** A server whose launcher was killed outright (kill -9) stops too, rather than hold the port. */
function endWithLauncher(): void {
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
}

try {
  // Refuse a broken configuration before spending time on a build.
  const config = loadConfig(process.env, { deployment });
  if (!config.serviceApiUrl) loadServiceSettings(process.env, { deployment });
  buildIfNeeded();
  if (process.env.PORTAL_SUPERVISED === "1") endWithLauncher();
  // Before anything imports React, so the server renders with its production build.
  process.env.NODE_ENV = "production";
  const { startServer } = await import("../server/main.ts");
  await startServer({ deployment });
} catch (error) {
  if (error instanceof ConfigError || error instanceof ServiceSettingsError) {
    console.error(`The server cannot start.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
