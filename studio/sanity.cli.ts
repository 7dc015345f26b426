import path from "node:path";
import { defineCliConfig } from "sanity/cli";
import { studioDataset, studioProjectId } from "./env";

/**
 * TYPEGEN_OUT_DIR (a folder relative to this one: the CLI joins it to the
 * studio folder) sends the extracted schema and the generated types there
 * instead of to the checked-in files; `npm run typegen:check` uses it to
 * regenerate into a temporary folder and compare.
 */
const outDir = process.env.TYPEGEN_OUT_DIR;
const schemaPath = outDir ? path.join(outDir, "schema.json") : "schema.json";

export default defineCliConfig({
  api: { projectId: studioProjectId, dataset: studioDataset },
  // No auto-updating studio bundle: its versions are pinned in package.json.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: schemaPath, enforceRequiredFields: true },
  typegen: {
    // Paths are relative to this folder. Every query lives in app/content/queries/.
    path: "../app/**/*.{ts,tsx}",
    schema: schemaPath,
    generates: outDir ? path.join(outDir, "sanity.types.ts") : "../app/content/sanity.types.ts",
    overloadClientMethods: true,
    // Biome formats the output (scripts/content/typegen.ts), as it does every other file.
    formatGeneratedCode: false,
  },
});
