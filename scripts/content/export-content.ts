/**
 * Refreshes content/ from a Sanity dataset. Asset documents lose what belongs to one project or
 * upload, so an export from any project diffs cleanly.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import sharp from "sharp";
import {
  assetSha1,
  imageAssetId,
  imageFileName,
  imagesDir,
  type SanityDocument,
  sha1,
  writeDataset,
} from "./dataset-files.ts";

export interface ExportOptions {
  client: SanityClient;
  contentDir: string;
  log?: (line: string) => void;
  download?: (url: string) => Promise<Uint8Array>;
}

export interface ExportReport {
  documents: number;
  drafts: number;
  images: number;
  downloaded: number;
  removed: number;
}

export class ExportError extends Error {}

/** Everything but Sanity's own records. */
const EXPORT_QUERY = `*[
  !(_id in path("_.**")) && !(_id in path("versions.**"))
  && (_type == "sanity.imageAsset"
    || !(string::startsWith(_type, "sanity.") || string::startsWith(_type, "system.")))
]`;

const EMBEDDED_PATH = "images/embedded/content";

async function defaultDownload(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new ExportError(`Downloading ${url} failed: HTTP ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Sanity's lqip: the image about 20 px wide as a base64 JPEG data URL. */
async function lqipFor(bytes: Uint8Array): Promise<string> {
  const tiny = await sharp(bytes).resize({ width: 20 }).jpeg({ quality: 60 }).toBuffer();
  return `data:image/jpeg;base64,${tiny.toString("base64")}`;
}

async function normaliseAsset(asset: SanityDocument, fileName: string, bytes: Uint8Array) {
  const { uploadId, ...kept } = asset;
  const metadata = { ...((asset.metadata as Record<string, unknown> | undefined) ?? {}) };
  if (!metadata.dimensions) {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    metadata.dimensions = {
      _type: "sanity.imageDimensions",
      width,
      height,
      aspectRatio: width / height,
    };
  }
  if (typeof metadata.lqip !== "string") metadata.lqip = await lqipFor(bytes);
  return {
    ...kept,
    path: `${EMBEDDED_PATH}/${fileName}`,
    url: `https://cdn.sanity.io/${EMBEDDED_PATH}/${fileName}`,
    metadata,
  } as SanityDocument;
}

export async function exportContent(options: ExportOptions): Promise<ExportReport> {
  const { client, contentDir, log = console.log, download = defaultDownload } = options;
  const fetched = await client.fetch<SanityDocument[]>(
    EXPORT_QUERY,
    {},
    {
      perspective: "raw",
      tag: "export",
    },
  );
  const folder = imagesDir(contentDir);
  await mkdir(folder, { recursive: true });

  const documents: SanityDocument[] = [];
  const keep = new Set<string>();
  let downloaded = 0;
  for (const doc of fetched) {
    if (doc._type !== "sanity.imageAsset") {
      documents.push(doc);
      continue;
    }
    const fileName = imageFileName(doc._id);
    if (!fileName)
      throw new ExportError(
        `Asset ${doc._id} does not have Sanity's image-<sha1>-<w>x<h>-<ext> id.`,
      );
    keep.add(fileName);
    const target = path.join(folder, fileName);
    let bytes = await readFile(target).catch(() => undefined);
    if (!bytes || sha1(bytes) !== assetSha1(doc._id)) {
      if (typeof doc.url !== "string") throw new ExportError(`Asset ${doc._id} has no url.`);
      const fresh = await download(doc.url);
      if (sha1(fresh) !== assetSha1(doc._id)) {
        throw new ExportError(
          `The file of ${doc._id} (${doc.url}) does not have the SHA-1 its id names.`,
        );
      }
      await writeFile(target, fresh);
      bytes = Buffer.from(fresh);
      downloaded++;
    }
    documents.push(await normaliseAsset(doc, fileName, bytes));
  }

  // Files of assets that are gone from the dataset would otherwise linger.
  let removed = 0;
  for (const name of await readdir(folder)) {
    if (imageAssetId(name) && !keep.has(name)) {
      await rm(path.join(folder, name));
      removed++;
    }
  }
  await writeDataset(contentDir, documents);

  const report: ExportReport = {
    documents: documents.length - keep.size,
    drafts: documents.filter((doc) => doc._id.startsWith("drafts.")).length,
    images: keep.size,
    downloaded,
    removed,
  };
  log(
    `Exported ${report.documents} documents (${report.drafts} drafts) and ${report.images} images ` +
      `(${report.downloaded} downloaded, ${report.removed} old files removed) to ${path.relative(process.cwd(), contentDir) || "."}.`,
  );
  return report;
}
