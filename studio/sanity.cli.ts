import path from "node:path";
import { defineCliConfig } from "sanity/cli";
import { studioDataset, studioProjectId } from "./env";

// TYPEGEN_OUT_DIR (relative to this folder): `npm run typegen:check` regenerates there to compare.
const outDir = process.env.TYPEGEN_OUT_DIR;
const schemaPath = outDir ? path.join(outDir, "schema.json") : "schema.json";

export default defineCliConfig({
  api: { projectId: studioProjectId, dataset: studioDataset },
  // No auto-updating studio bundle: its versions are pinned in package.json.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: schemaPath, enforceRequiredFields: true },
  typegen: {
    path: "../app/**/*.{ts,tsx}",
    schema: schemaPath,
    generates: outDir ? path.join(outDir, "sanity.types.ts") : "../app/content/sanity.types.ts",
    overloadClientMethods: true,
    // Biome formats the output (scripts/content/typegen.ts), as it does every other file.
    formatGeneratedCode: false,
  },
});
