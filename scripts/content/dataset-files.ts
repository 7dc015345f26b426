/**
 * content/ in Sanity's export format: data.ndjson (one document a line,
 * sorted by _id) and images/, each file named as Sanity's export names it,
 * `<sha1>-<width>x<height>.<ext>`, for the asset document
 * `image-<sha1>-<width>x<height>-<ext>`.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseNdjson, type SanityDocument } from "../../app/content/embedded-source.server.ts";

export type { SanityDocument };

const IMAGE_ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;
const IMAGE_FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;

export const dataFile = (contentDir: string) => path.join(contentDir, "data.ndjson");
export const imagesDir = (contentDir: string) => path.join(contentDir, "images");

/** `image-<sha1>-<w>x<h>-<ext>` → `<sha1>-<w>x<h>.<ext>`, or undefined for another id. */
export function imageFileName(assetId: string): string | undefined {
  const match = IMAGE_ASSET_ID.exec(assetId);
  return match ? `${match[1]}-${match[2]}x${match[3]}.${match[4]}` : undefined;
}

/** `<sha1>-<w>x<h>.<ext>` → `image-<sha1>-<w>x<h>-<ext>`, or undefined for another name. */
export function imageAssetId(fileName: string): string | undefined {
  const match = IMAGE_FILE.exec(fileName);
  return match ? `image-${match[1]}-${match[2]}x${match[3]}-${match[4]}` : undefined;
}

/** The SHA-1 an asset id carries (Sanity names an asset by the hash of its file). */
export function assetSha1(assetId: string): string | undefined {
  return IMAGE_ASSET_ID.exec(assetId)?.[1];
}

export const sha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("hex");

export { parseNdjson };

export async function readDataset(contentDir: string): Promise<SanityDocument[]> {
  return parseNdjson(await readFile(dataFile(contentDir), "utf8"));
}

/** Sorted by _id, so an export of unchanged content changes no line. */
export function toNdjson(documents: SanityDocument[]): string {
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return sorted.map((doc) => `${JSON.stringify(doc)}\n`).join("");
}

export async function writeDataset(contentDir: string, documents: SanityDocument[]): Promise<void> {
  await writeFile(dataFile(contentDir), toNdjson(documents));
}

/** Calls `visit` on every reference object (`{_ref}`) inside a value. */
export function forEachReference(value: unknown, visit: (ref: { _ref: string }) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachReference(item, visit);
  } else if (value && typeof value === "object") {
    if (typeof (value as { _ref?: unknown })._ref === "string") visit(value as { _ref: string });
    for (const item of Object.values(value)) forEachReference(item, visit);
  }
}
