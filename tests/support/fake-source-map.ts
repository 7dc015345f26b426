/**
 * Test helper: the Content Source Map Sanity's API adds to a query's answer
 * when the client asks (`resultSourceMap`), built here for groq-js answers so
 * the fake Sanity API can play an editor's preview with click-to-edit marks.
 * Each object of the answer with the `_id` of a document in the dataset maps
 * to that document's root; a value below it maps to the same path in the
 * document, as Sanity maps a projection that keeps the field names. Values
 * outside any such object map to nothing (and so carry no stega).
 */
import { type ContentSourceMap, jsonPath } from "@sanity/client/csm";

type Segment = string | number;

export function sourceMapOf(
  result: unknown,
  typeOf: (id: string) => string | undefined,
): ContentSourceMap {
  const documents: ContentSourceMap["documents"] = [];
  const indexOf = new Map<string, number>();
  const mappings: ContentSourceMap["mappings"] = {};
  const walk = (value: unknown, path: Segment[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
      return;
    }
    if (!value || typeof value !== "object") return;
    const id = (value as { _id?: unknown })._id;
    const type = typeof id === "string" ? typeOf(id) : undefined;
    if (typeof id === "string" && type) {
      let index = indexOf.get(id);
      if (index === undefined) {
        index = documents.length;
        documents.push({ _id: id, _type: type });
        indexOf.set(id, index);
      }
      mappings[jsonPath(path)] = {
        type: "value",
        source: { type: "documentValue", document: index, path: 0 },
      };
    }
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(result, []);
  return { documents, paths: [jsonPath([])], mappings };
}
