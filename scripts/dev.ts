/** `npm run dev`: the same server as `npm start`, with Vite's hot reload. */
import { ConfigError } from "../server/config.ts";
import { startServer } from "../server/main.ts";
import { ServiceSettingsError } from "../service/index.ts";

process.env.NODE_ENV ??= "development";
try {
  await startServer({ deployment: false, dev: true });
} catch (error) {
  if (error instanceof ConfigError || error instanceof ServiceSettingsError) {
    console.error(`The server cannot start.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
