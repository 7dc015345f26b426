/**
 * What a cached page is tagged with, so a publish forgets only the pages that
 * show the document (decision 0056):
 * - `type:T` for each document type its queries select (`*[_type == "post" …]`):
 *   a new or changed post may enter any list of posts, or a post's "related";
 * - `id:X` for each document its answers hold (`_id`): a shared section, a
 *   service line in a block, a picture.
 * A publish of document X of type T purges `type:T`, `id:X` and the ids of the
 * documents that reference X: an author's or a category's name shows on the
 * cards of its posts, whose projections do not carry the author's id.
 */

const typeTag = (type: string): string => `type:${type}`;
const idTag = (id: string): string => `id:${id}`;

/** A filter on a type; not a projection's condition (`_type == "hero" => {…}`). */
const TYPE_EQUALS = /_type\s*==\s*"([^"]+)"(?!\s*=>)/g;
const TYPE_IN = /_type\s+in\s+\[([^\]]*)\]/g;
/** What a tag may hold: Sanity's ids and type names, nothing a header could not carry. */
const TAG_TEXT = /^[\w.-]+$/;

const typesOfQuery = new Map<string, readonly string[]>();

/** The document types a query's filters select (the queries are constants: read once each). */
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

/** The ids of every document an answer holds, at any depth. */
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

/** The tags of one query's answer: the types it selects, the documents it holds. */
export function contentTagsOf(query: string, answer: unknown): Set<string> {
  const tags = answerIdTags(answer);
  for (const tag of queryTypeTags(query)) tags.add(tag);
  return tags;
}

/** A draft's (or a release version's) published document. */
export function publishedId(id: string): string {
  return id.replace(/^(drafts|versions\.[^.]+)\./, "");
}

/** The documents that reference `$id` (GROQ): their pages show something of it. */
export const REFERRERS_QUERY = `*[references($id)]._id`;

/** What a publish of `document` purges; `referrers`, the ids of documents referencing it. */
export function publishTags(
  document: { _id: string; _type: string },
  referrers: readonly string[],
): string[] | undefined {
  const ids = [document._id, ...referrers].map(publishedId);
  if (![document._type, ...ids].every((text) => TAG_TEXT.test(text))) return undefined;
  return [...new Set([typeTag(document._type), ...ids.map(idTag)])];
}
