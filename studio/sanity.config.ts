import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { studioDataset, studioProjectId } from "./env";
import { translationPlugins } from "./i18n";
import { locations, mainDocuments } from "./presentation";
import { previewBaseUrl, previewUrlFor } from "./preview-url";
import { schemaTypes } from "./schemaTypes";
import {
  singletonSafeActions,
  withoutSingletonOptions,
  withoutSingletonTemplates,
} from "./singletons";
import { structure } from "./structure";

export default defineConfig({
  name: "default",
  title: "Portal content",
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [
    structureTool({ structure }),
    // Documents per language and fields per language (./i18n.ts).
    ...translationPlugins,
    // The site beside the document, click-to-edit, drafts as the editor types (decision 0049).
    presentationTool({
      previewUrl: {
        origin: previewBaseUrl,
        preview: "/",
        previewMode: { enable: "/preview/enable", disable: "/preview/disable" },
      },
      resolve: { mainDocuments, locations },
    }),
    visionTool({ defaultApiVersion: "2025-02-19" }),
  ],
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  document: {
    actions: singletonSafeActions,
    newDocumentOptions: withoutSingletonOptions,
    // "Open preview" in each document's menu: the page on the site, with drafts.
    productionUrl: async (previous, { document }) => previewUrlFor(document) ?? previous,
  },
});
