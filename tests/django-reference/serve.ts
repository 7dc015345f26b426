/**
 * The reference backend as a long-running server, for the browser journeys
 * of the site on it (playwright.config.ts): DJANGO_PORT, and its data in
 * DJANGO_DATA_DIR (the journeys read the one-time codes from its outbox).
 */
import { startDjangoReference } from "./reference-backend.ts";

const backend = await startDjangoReference({
  port: Number(process.env.DJANGO_PORT ?? 8000),
  dataDir: process.env.DJANGO_DATA_DIR,
});
console.log(`Django reference ready at ${backend.url}`);
const stop = () => void backend.stop().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
