import { readFileSync } from "node:fs";
import path from "node:path";
import {
  parseNdjson,
  publishedPerspective,
  type SanityDocument,
} from "../../app/content/embedded-source.server.ts";

/** The embedded dataset as the tests read it directly, to check pages against. */
const all = parseNdjson(
  readFileSync(path.resolve(import.meta.dirname, "../../content/data.ndjson"), "utf8"),
);

export const DATASET = {
  all,
  published: publishedPerspective(all),
  drafts: all.filter((doc) => doc._id.startsWith("drafts.")),
};

export function publishedOfType(type: string): SanityDocument[] {
  return DATASET.published.filter((doc) => doc._type === type);
}

export function slugOf(doc: SanityDocument): string {
  return (doc.slug as { current: string }).current;
}

/** Published posts, newest first (the blog's order). */
export function postsNewestFirst(): SanityDocument[] {
  return publishedOfType("post").sort((a, b) =>
    String(b.publishedAt).localeCompare(String(a.publishedAt)),
  );
}

/** Ids of the documents that reference a given id. */
export function referencing(id: string, type: string): SanityDocument[] {
  return publishedOfType(type).filter((doc) => JSON.stringify(doc).includes(`"_ref":"${id}"`));
}
