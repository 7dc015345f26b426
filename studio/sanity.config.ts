import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { studioDataset, studioProjectId } from "./env";
import { previewUrlFor } from "./preview-url";
import { schemaTypes } from "./schemaTypes";
import { singletonSafeActions, withoutSingletonTemplates } from "./singletons";
import { structure } from "./structure";

export default defineConfig({
  name: "default",
  title: "Portal content",
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: "2025-02-19" })],
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  document: {
    actions: singletonSafeActions,
    // "Open preview" in each document's menu: the page on the site, with drafts.
    productionUrl: async (previous, { document }) => previewUrlFor(document) ?? previous,
  },
});
