import { readFileSync } from "node:fs";
import path from "node:path";
import {
  parseNdjson,
  publishedPerspective,
  type SanityDocument,
} from "../../app/content/embedded-source.server.ts";
import type { Language } from "../../contract/languages.ts";

/** The embedded dataset as the tests read it directly, to check pages against. */
const all = parseNdjson(
  readFileSync(path.resolve(import.meta.dirname, "../../content/data.ndjson"), "utf8"),
);

export const DATASET = {
  all,
  published: publishedPerspective(all),
  drafts: all.filter((doc) => doc._id.startsWith("drafts.")),
};

/**
 * Published documents of a type; with `language`, only that language's (translated types carry
 * `language`, decision 0053). Without it, every language's, as before.
 */
export function publishedOfType(type: string, language?: Language): SanityDocument[] {
  return DATASET.published.filter(
    (doc) => doc._type === type && (language === undefined || doc.language === language),
  );
}

/** An internationalized array's value in a language (`[{language, value}]`), else its English one. */
export function valueIn(field: unknown, language: Language = "en"): string | undefined {
  if (!Array.isArray(field)) return typeof field === "string" ? field : undefined;
  const values = field as Array<{ language?: string; value?: string }>;
  return (
    values.find((item) => item.language === language)?.value ??
    values.find((item) => item.language === "en")?.value
  );
}

export function slugOf(doc: SanityDocument): string {
  return (doc.slug as { current: string }).current;
}

/** Published posts, newest first (the blog's order); with `language`, only that language's. */
export function postsNewestFirst(language?: Language): SanityDocument[] {
  return publishedOfType("post", language).sort((a, b) =>
    String(b.publishedAt).localeCompare(String(a.publishedAt)),
  );
}

/** The documents that reference a given id; with `language`, only that language's. */
export function referencing(id: string, type: string, language?: Language): SanityDocument[] {
  return publishedOfType(type, language).filter((doc) =>
    JSON.stringify(doc).includes(`"_ref":"${id}"`),
  );
}
