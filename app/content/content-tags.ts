/** Cache tags so a publish forgets only the pages showing the document (decision 0056). */

const typeTag = (type: string): string => `type:${type}`;
const idTag = (id: string): string => `id:${id}`;

/** A filter on a type, not a projection's condition (`_type == "hero" => {…}`). */
const TYPE_EQUALS = /_type\s*==\s*"([^"]+)"(?!\s*=>)/g;
const TYPE_IN = /_type\s+in\s+\[([^\]]*)\]/g;
/** Nothing a header could not carry. */
const TAG_TEXT = /^[\w.-]+$/;

const typesOfQuery = new Map<string, readonly string[]>();

/** The queries are constants: read once each. */
export function queryTypeTags(query: string): readonly string[] {
  let tags = typesOfQuery.get(query);
  if (!tags) {
    const types = new Set<string>();
    for (const [, type = ""] of query.matchAll(TYPE_EQUALS)) types.add(type);
    for (const [, list = ""] of query.matchAll(TYPE_IN)) {
      for (const [, type = ""] of list.matchAll(/"([^"]+)"/g)) types.add(type);
    }
    tags = [...types].filter((type) => TAG_TEXT.test(type)).map(typeTag);
    typesOfQuery.set(query, tags);
  }
  return tags;
}

export function answerIdTags(answer: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(answer)) {
    for (const item of answer) answerIdTags(item, into);
  } else if (answer && typeof answer === "object") {
    for (const [key, value] of Object.entries(answer)) {
      if (key === "_id" && typeof value === "string" && TAG_TEXT.test(value))
        into.add(idTag(publishedId(value)));
      else answerIdTags(value, into);
    }
  }
  return into;
}

export function contentTagsOf(query: string, answer: unknown): Set<string> {
  const tags = answerIdTags(answer);
  for (const tag of queryTypeTags(query)) tags.add(tag);
  return tags;
}

export function publishedId(id: string): string {
  return id.replace(/^(drafts|versions\.[^.]+)\./, "");
}

export const REFERRERS_QUERY = `*[references($id)]._id`;

/** Referrers' pages show something of the document (an author's name on post cards). */
export function publishTags(
  document: { _id: string; _type: string },
  referrers: readonly string[],
): string[] | undefined {
  const ids = [document._id, ...referrers].map(publishedId);
  if (![document._type, ...ids].every((text) => TAG_TEXT.test(text))) return undefined;
  return [...new Set([typeTag(document._type), ...ids.map(idTag)])];
}
