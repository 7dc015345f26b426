import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import type { ContentSource, FetchOptions, QueryParams } from "./content-source";

/** content/data.ndjson through groq-js, which lacks perspectives: drafts are overlaid here. */

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

const DRAFT_PREFIX = "drafts.";

export function parseNdjson(text: string, source = "data.ndjson"): SanityDocument[] {
  const documents: SanityDocument[] = [];
  const lineOf = new Map<string, number>();
  text.split("\n").forEach((line, index) => {
    // As an editor counts lines: blank ones included.
    if (line.trim() === "") return;
    let doc: SanityDocument;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new Error(`${source} line ${index + 1} is not JSON.`);
    }
    if (typeof doc?._id !== "string" || typeof doc._type !== "string") {
      throw new Error(`${source} line ${index + 1} has no _id or _type.`);
    }
    const earlier = lineOf.get(doc._id);
    if (earlier !== undefined) {
      throw new Error(`${source} line ${index + 1} repeats the id ${doc._id} of line ${earlier}.`);
    }
    lineOf.set(doc._id, index + 1);
    documents.push(doc);
  });
  return documents;
}

export function publishedPerspective(documents: SanityDocument[]): SanityDocument[] {
  return documents.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX));
}

export function draftsPerspective(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  for (const doc of publishedPerspective(documents)) byId.set(doc._id, doc);
  for (const doc of documents) {
    if (!doc._id.startsWith(DRAFT_PREFIX)) continue;
    const id = doc._id.slice(DRAFT_PREFIX.length);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}

interface Perspectives {
  published: SanityDocument[];
  drafts: SanityDocument[];
}

export function createEmbeddedSource(dataFile: string): ContentSource {
  let loaded: Promise<Perspectives> | undefined;
  // A publish that leaves the file broken keeps the last good read.
  let lastGood: Perspectives | undefined;
  const load = () => {
    loaded ??= readFile(dataFile, "utf8")
      .then((text) => {
        const documents = parseNdjson(text, dataFile);
        lastGood = {
          published: publishedPerspective(documents),
          drafts: draftsPerspective(documents),
        };
        return lastGood;
      })
      .catch((error: unknown) => {
        if (!lastGood) throw error;
        console.error(
          `The embedded dataset could not be read again; the site keeps what it had. ${(error as Error).message}`,
        );
        return lastGood;
      });
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return {
    kind: "embedded",
    async fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T> {
      const perspectives = await load();
      // No releases here: any preview reads the drafts.
      const preview = options.perspective !== undefined && options.perspective !== "published";
      const dataset = preview ? perspectives.drafts : perspectives.published;
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset, params });
      return (await result.get()) as T;
    },
    reload() {
      loaded = undefined;
    },
  };
}

export const DEFAULT_DATA_FILE = path.resolve(process.cwd(), "content", "data.ndjson");
