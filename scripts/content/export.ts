/** `npm run content:export`: refreshes content/ from the configured Sanity dataset. */
import { exportContent } from "./export-content.ts";
import { CONTENT_DIR, runCommand } from "./run-command.ts";

await runCommand("export", (client) => exportContent({ client, contentDir: CONTENT_DIR }));
