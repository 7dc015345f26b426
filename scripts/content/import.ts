/** `npm run content:import`: loads content/ into the configured Sanity dataset. */
import { importContent } from "./import-content.ts";
import { CONTENT_DIR, runCommand } from "./run-command.ts";

await runCommand("import", (client) => importContent({ client, contentDir: CONTENT_DIR }));
