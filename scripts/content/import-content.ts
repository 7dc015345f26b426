/**
 * Loads content/ into a Sanity dataset. Uploads create the asset documents under the ids the
 * dataset uses (else references are rewritten). Sanity refuses a strong reference to a document
 * not there yet: documents go referenced-first, a cycle in one transaction.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import {
  forEachReference,
  imageAssetId,
  imagesDir,
  readDataset,
  type SanityDocument,
} from "./dataset-files.ts";

export interface ImportOptions {
  client: SanityClient;
  contentDir: string;
  log?: (line: string) => void;
  batchSize?: number;
  /** Sanity caps a request body. */
  batchBytes?: number;
}

export interface ImportReport {
  imagesUploaded: number;
  documentsWritten: number;
  draftsWritten: number;
  transactions: number;
}

const UPLOAD_CONCURRENCY = 4;
const TAG = "import";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
};

export class ImportError extends Error {}

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Tarjan's strongly connected components, which come out dependencies first. */
export function orderByReferences(documents: SanityDocument[]): SanityDocument[][] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const edges = new Map<string, string[]>();
  for (const doc of documents) {
    const targets = new Set<string>();
    forEachReference(doc, ({ _ref }) => {
      if (_ref !== doc._id && byId.has(_ref)) targets.add(_ref);
    });
    edges.set(doc._id, [...targets]);
  }

  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: SanityDocument[][] = [];
  let counter = 0;

  // Iterative, so a long chain of references cannot overflow the call stack.
  for (const root of documents.map((doc) => doc._id)) {
    if (index.has(root)) continue;
    const work: { id: string; next: number }[] = [{ id: root, next: 0 }];
    index.set(root, counter);
    lowLink.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; next: number };
      const targets = edges.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.id, Math.min(lowLink.get(frame.id) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(parent.id, Math.min(lowLink.get(parent.id) ?? 0, lowLink.get(frame.id) ?? 0));
      }
      if (lowLink.get(frame.id) === index.get(frame.id)) {
        const component: SanityDocument[] = [];
        let id: string | undefined;
        do {
          id = stack.pop() as string;
          onStack.delete(id);
          component.push(byId.get(id) as SanityDocument);
        } while (id !== frame.id);
        components.push(component);
      }
    }
  }
  return components;
}

function batchGroups(
  groups: SanityDocument[][],
  maxDocuments: number,
  maxBytes: number,
): SanityDocument[][] {
  const batches: SanityDocument[][] = [];
  let current: SanityDocument[] = [];
  let bytes = 0;
  for (const group of groups) {
    const groupBytes = group.reduce((sum, doc) => sum + JSON.stringify(doc).length, 0);
    const full = current.length + group.length > maxDocuments || bytes + groupBytes > maxBytes;
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(...group);
    bytes += groupBytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

function rewriteReferences(doc: SanityDocument, renamed: Map<string, string>): SanityDocument {
  if (renamed.size === 0) return doc;
  const copy = structuredClone(doc);
  forEachReference(copy, (ref) => {
    const to = renamed.get(ref._ref);
    if (to) ref._ref = to;
  });
  return copy;
}

export async function importContent(options: ImportOptions): Promise<ImportReport> {
  const { client, contentDir, log = console.log } = options;
  const documents = await readDataset(contentDir);
  const folder = imagesDir(contentDir);
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => !name.startsWith("."))
    .sort();

  const assetDocs = new Map(
    documents.filter((doc) => doc._type === "sanity.imageAsset").map((doc) => [doc._id, doc]),
  );
  const fileIds = new Set(files.map((name) => imageAssetId(name)).filter(Boolean));
  // Fail before writing anything when a document needs an image that is not there.
  const missing = new Set<string>();
  for (const doc of documents) {
    if (doc._type === "sanity.imageAsset") continue;
    forEachReference(doc, ({ _ref }) => {
      if (_ref.startsWith("image-") && !fileIds.has(_ref)) missing.add(_ref);
    });
  }
  if (missing.size > 0) {
    throw new ImportError(
      `content/data.ndjson uses images that content/images/ does not have:\n  ${[...missing].join("\n  ")}`,
    );
  }

  log(`Uploading ${files.length} images…`);
  const renamed = new Map<string, string>();
  await mapLimit(files, UPLOAD_CONCURRENCY, async (name) => {
    const expectedId = imageAssetId(name);
    const assetDoc = expectedId ? assetDocs.get(expectedId) : undefined;
    const extension = path.extname(name).slice(1).toLowerCase();
    const uploaded = await client.assets.upload("image", await readFile(path.join(folder, name)), {
      filename: typeof assetDoc?.originalFilename === "string" ? assetDoc.originalFilename : name,
      contentType: CONTENT_TYPES[extension],
      tag: TAG,
    });
    if (expectedId && uploaded._id !== expectedId) renamed.set(expectedId, uploaded._id);
  });
  if (renamed.size > 0) {
    log(`Sanity named ${renamed.size} assets differently; their references were rewritten.`);
  }

  const toWrite = documents
    .filter((doc) => doc._type !== "sanity.imageAsset")
    .map(({ _rev, ...doc }) => rewriteReferences(doc as SanityDocument, renamed));
  const batches = batchGroups(
    orderByReferences(toWrite),
    options.batchSize ?? 50,
    options.batchBytes ?? 2_000_000,
  );
  for (const [number, batch] of batches.entries()) {
    const transaction = client.transaction();
    for (const doc of batch) transaction.createOrReplace(doc);
    await transaction.commit({ tag: TAG });
    log(`Transaction ${number + 1} of ${batches.length}: ${batch.length} documents`);
  }

  const report: ImportReport = {
    imagesUploaded: files.length,
    documentsWritten: toWrite.length,
    draftsWritten: toWrite.filter((doc) => doc._id.startsWith("drafts.")).length,
    transactions: batches.length,
  };
  log(
    `Imported ${report.documentsWritten} documents (${report.draftsWritten} drafts) in ` +
      `${report.transactions} transactions and ${report.imagesUploaded} images; ` +
      `${assetDocs.size} asset documents came from the uploads.`,
  );
  return report;
}
