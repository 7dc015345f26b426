import { appendFileSync, cpSync, mkdirSync } from "node:fs";
import path from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

/**
 * An embedded dataset of a test's own (CONTENT_DATASET): a copy of content/
 * the test can publish into, as an editor's publish changes a dataset, then
 * tell the site through Sanity's webhook.
 */
export function datasetCopy(folder: string, documents: Record<string, unknown>[] = []): string {
  mkdirSync(folder, { recursive: true });
  cpSync("content/images", path.join(folder, "images"), { recursive: true });
  cpSync("content/data.ndjson", path.join(folder, "data.ndjson"));
  addDocuments(folder, documents);
  return folder;
}

/** Adds documents to the copy (new ids: the site refuses an id written twice). */
export function addDocuments(folder: string, documents: Record<string, unknown>[]): void {
  appendFileSync(
    path.join(folder, "data.ndjson"),
    documents.map((doc) => `${JSON.stringify(doc)}\n`).join(""),
  );
}

/** Sanity's publish webhook for `doc`, signed with the site's secret; the site's answer. */
export async function publishWebhook(
  base: string,
  secret: string,
  doc: { _id: string; _type: string },
): Promise<Response> {
  const body = JSON.stringify(doc);
  return fetch(`${base}/webhooks/content`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
}
