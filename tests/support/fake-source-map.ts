/**
 * Test helper: the Content Source Map Sanity's API adds to a query's answer
 * when the client asks (`resultSourceMap`), built here for groq-js answers so
 * the fake Sanity API can play an editor's preview with click-to-edit marks.
 * Sanity maps every projected value to where it came from; this fake maps
 * each object of the answer to a whole document, and a value below it to the
 * same path in that document (as Sanity maps a projection that keeps the field
 * names). An object is a document's when it carries the document's `_id`, or,
 * without one (`*[_id == "siteSettings"][0]{companyName, …}`), when its text
 * fields are that document's.
 */
import { type ContentSourceMap, jsonPath } from "@sanity/client/csm";

type Segment = string | number;
type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** The document whose own text fields an object repeats (most fields in common), if any. */
function documentRepeatedBy(value: Record<string, unknown>, documents: Doc[]): Doc | undefined {
  const texts = Object.entries(value).filter(
    ([key, field]) => !key.startsWith("_") && typeof field === "string",
  );
  if (texts.length === 0) return undefined;
  let best: { doc: Doc; shared: number } | undefined;
  for (const doc of documents) {
    let shared = 0;
    let differs = false;
    for (const [key, field] of texts) {
      if (typeof doc[key] !== "string") continue;
      if (doc[key] === field) shared += 1;
      else differs = true;
    }
    if (!differs && shared > 0 && shared > (best?.shared ?? 0)) best = { doc, shared };
  }
  return best?.doc;
}

export function sourceMapOf(result: unknown, documents: Doc[]): ContentSourceMap {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const sources: ContentSourceMap["documents"] = [];
  const indexOf = new Map<string, number>();
  const mappings: ContentSourceMap["mappings"] = {};
  const map = (doc: Doc, path: Segment[]) => {
    let index = indexOf.get(doc._id);
    if (index === undefined) {
      index = sources.length;
      sources.push({ _id: doc._id, _type: doc._type });
      indexOf.set(doc._id, index);
    }
    mappings[jsonPath(path)] = {
      type: "value",
      source: { type: "documentValue", document: index, path: 0 },
    };
  };
  const walk = (value: unknown, path: Segment[], mapped: boolean) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index], mapped);
      return;
    }
    if (!value || typeof value !== "object") return;
    const object = value as Record<string, unknown>;
    const id = object._id;
    const doc =
      typeof id === "string"
        ? byId.get(id)
        : mapped
          ? undefined
          : documentRepeatedBy(object, documents);
    if (doc) map(doc, path);
    for (const [key, item] of Object.entries(object)) walk(item, [...path, key], mapped || !!doc);
  };
  walk(result, [], false);
  return { documents: sources, paths: [jsonPath([])], mappings };
}
