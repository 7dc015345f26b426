import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";

/**
 * The embedded dataset: content/data.ndjson in Sanity's export format, queried
 * with groq-js. Drafts are dropped on load (groq-js has no perspective option),
 * so the site shows what a published Sanity dataset would.
 */

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SanityDocument)
    .filter((doc) => !doc._id.startsWith("drafts."));
}

export function createEmbeddedSource(dataFile: string) {
  let documents: Promise<SanityDocument[]> | undefined;
  const load = () => {
    documents ??= readFile(dataFile, "utf8").then(parseNdjson);
    return documents;
  };
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const dataset = await load();
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return (await result.get()) as T;
    },
  };
}

export const DEFAULT_DATA_FILE = path.resolve(process.cwd(), "content", "data.ndjson");
