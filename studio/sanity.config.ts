import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { studioDataset, studioProjectId } from "./env";
import { SINGLETON_TYPES, schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

const singletons = new Set<string>(SINGLETON_TYPES);

/**
 * What an editor may do with a singleton. Duplicate, delete and unpublish are
 * left out: the site reads each singleton by its fixed id and has no page
 * without it.
 */
const SINGLETON_ACTIONS = new Set([
  "publish",
  "discardChanges",
  "restore",
  "schedule",
  "discardVersion",
]);

export default defineConfig({
  name: "default",
  title: "Portal content",
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: "2025-02-19" })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure only, never created anew.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
  },
});
