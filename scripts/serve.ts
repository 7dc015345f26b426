/**
 * The server, as `npm start` runs it (through scripts/start.ts, which gives it
 * its launch settings): checks the settings, builds the site when its sources
 * changed since the last build, then serves the production build on PORT.
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { loadServiceSettings, ServiceSettingsError } from "../service/index.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

const root = process.cwd();
// Only an operator who says NODE_ENV=production is running a deployment.
const deployment = process.env.NODE_ENV === "production";

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
  buildIfNeeded(root);
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
