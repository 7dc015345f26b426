/**
 * Test helper: the studio's schema as `npm run typegen` extracted it
 * (studio/schema.json): the document types editors can make, and the fields
 * of each, for tests that hold the studio, the site's marks or the desk to it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface ExtractedType {
  name: string;
  type: string;
  attributes?: Record<string, unknown>;
}

const extracted = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../studio/schema.json"), "utf8"),
) as ExtractedType[];

/**
 * Document types the studio does not define: Sanity's own (`sanity.*`) and the translation
 * plugin's links between translations (`translation.metadata`, issue #30), which editors reach
 * from a document's translation menu, not from the desk.
 */
const isPluginOwned = (name: string) =>
  name.startsWith("sanity.") || name === "translation.metadata";

const documents = extracted.filter((type) => type.type === "document" && !isPluginOwned(type.name));

/** The document types of the studio (Sanity's and the translation plugin's own left out). */
export const DOCUMENT_TYPES: readonly string[] = documents.map((type) => type.name);

/** Each document type's top-level fields. */
export const DOCUMENT_FIELDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  documents.map((type) => [type.name, new Set(Object.keys(type.attributes ?? {}))]),
);
