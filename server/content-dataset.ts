import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseNdjson, type SanityDocument } from "../app/content/embedded-source.server.ts";
import { ConfigError } from "./config.ts";

/**
 * CONTENT_DATASET (issue #28): the embedded dataset read from elsewhere than
 * content/, so a team runs a staging site offline on its own content.
 *  - a folder laid out like content/ (data.ndjson, images/);
 *  - or the archive `sanity dataset export` writes (.tar.gz): unpacked once
 *    into the system's temporary folder, its asset placeholders
 *    (`_sanityAsset: "image@file://./images/…"`) turned back into the
 *    references and asset documents the embedded dataset has.
 * Whatever is wrong stops the start with the file, the line and the reason:
 * a line that is not a document, an id twice, a picture whose file is absent.
 */

export interface ContentDataset {
  dataFile: string;
  imagesDir: string;
}

/** Sanity's image file name in an export: `<sha1>-<w>x<h>.<ext>`. */
const IMAGE_FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const ASSET_PLACEHOLDER = /^image@file:\/\/\.\/images\/([^/]+)$/;
const IMAGE_ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;

const refuse = (message: string) =>
  new ConfigError(`CONTENT_DATASET: ${message} Fix it, or unset CONTENT_DATASET for content/.`);

export async function openContentDataset(location: string): Promise<ContentDataset> {
  const resolved = path.resolve(location);
  const kind = await stat(resolved).catch(() => null);
  if (!kind) throw refuse(`${resolved} does not exist.`);
  const folder = kind.isDirectory() ? resolved : await unpackExport(resolved);
  const dataset = {
    dataFile: path.join(folder, "data.ndjson"),
    imagesDir: path.join(folder, "images"),
  };
  await checkDataset(dataset);
  return dataset;
}

/** Reads and checks the dataset as the site will: every line a document, each id once, each picture's file there. */
async function checkDataset({ dataFile, imagesDir }: ContentDataset): Promise<void> {
  const text = await readFile(dataFile, "utf8").catch(() => {
    throw refuse(`${dataFile} cannot be read: a dataset folder holds data.ndjson (and images/).`);
  });
  let documents: SanityDocument[];
  try {
    documents = parseNdjson(text, dataFile);
  } catch (error) {
    throw refuse(`${(error as Error).message}`);
  }
  const lines = new Map<string, number>();
  documents.forEach((doc, index) => {
    const earlier = lines.get(doc._id);
    if (earlier)
      throw refuse(`${dataFile} line ${index + 1} repeats the id ${doc._id} of line ${earlier}.`);
    lines.set(doc._id, index + 1);
  });
  const files = new Set(await readdir(imagesDir).catch(() => []));
  for (const doc of documents) {
    if (doc._type !== "sanity.imageAsset") continue;
    const match = IMAGE_ASSET_ID.exec(doc._id);
    const name = match ? `${match[1]}-${match[2]}x${match[3]}.${match[4]}` : undefined;
    if (!name || !files.has(name)) {
      throw refuse(
        `${dataFile} line ${lines.get(doc._id)}: the picture ${doc._id} has no file ${name ?? "(its id is not Sanity's image id)"} in ${imagesDir}.`,
      );
    }
  }
}

/** An export archive unpacked (once per archive: the folder is named by its hash) into our layout. */
async function unpackExport(archive: string): Promise<string> {
  const bytes = await readFile(archive);
  const hash = createHash("sha1").update(bytes).digest("hex").slice(0, 16);
  const target = path.join(os.tmpdir(), `portal-content-${hash}`);
  if (await stat(path.join(target, "data.ndjson")).catch(() => null)) return target;
  const unpacking = `${target}.${process.pid}.tmp`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true });
  try {
    // Loaded only for an archive: a start on a folder (the default) never pays for it.
    const { extract } = await import("tar");
    await extract({ file: archive, cwd: unpacking, strict: true });
  } catch (error) {
    await rm(unpacking, { recursive: true, force: true });
    throw refuse(
      `${archive} is not a folder or a dataset export (.tar.gz): ${(error as Error).message}.`,
    );
  }
  const root = await exportRoot(unpacking, archive);
  const documents = await convertExport(root, archive);
  await writeFile(
    path.join(unpacking, "data.ndjson"),
    documents.map((doc) => `${JSON.stringify(doc)}\n`).join(""),
  );
  if (root !== unpacking) {
    await rm(path.join(unpacking, "images"), { recursive: true, force: true });
    await rename(path.join(root, "images"), path.join(unpacking, "images")).catch(() =>
      mkdir(path.join(unpacking, "images"), { recursive: true }),
    );
  }
  // Another instance may have unpacked the same archive meanwhile: either copy is the same.
  await rename(unpacking, target).catch(() => rm(unpacking, { recursive: true, force: true }));
  return target;
}

/** The export's own folder (`<dataset>-export-<date>/`), where data.ndjson is. */
async function exportRoot(folder: string, archive: string): Promise<string> {
  if (await stat(path.join(folder, "data.ndjson")).catch(() => null)) return folder;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (
      entry.isDirectory() &&
      (await stat(path.join(folder, entry.name, "data.ndjson")).catch(() => null))
    ) {
      return path.join(folder, entry.name);
    }
  }
  throw refuse(`${archive} holds no data.ndjson: is it a \`sanity dataset export\` archive?`);
}

/**
 * The export's documents with their pictures as the embedded dataset holds
 * them: each placeholder a reference to an asset document, made from the file's
 * name (its hash and size) and assets.json's metadata.
 */
async function convertExport(root: string, archive: string): Promise<SanityDocument[]> {
  const dataFile = path.join(root, "data.ndjson");
  let documents: SanityDocument[];
  try {
    documents = parseNdjson(await readFile(dataFile, "utf8"), `${archive}: data.ndjson`);
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const metadata = JSON.parse(
    await readFile(path.join(root, "assets.json"), "utf8").catch(() => "{}"),
  ) as Record<string, { metadata?: Record<string, unknown>; originalFilename?: string }>;
  const assets = new Map<string, SanityDocument>();
  const rewrite = (value: unknown, line: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, line));
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(record)) {
      if (name !== "_sanityAsset") out[name] = rewrite(item, line);
    }
    if (typeof record._sanityAsset !== "string") return out;
    const file = ASSET_PLACEHOLDER.exec(record._sanityAsset)?.[1];
    const parts = file ? IMAGE_FILE.exec(file) : null;
    if (!parts) {
      throw refuse(
        `${archive}: data.ndjson line ${line} names an asset the site cannot show: ${record._sanityAsset.slice(0, 120)}.`,
      );
    }
    const [, sha1, width, height, extension] = parts;
    const id = `image-${sha1}-${width}x${height}-${extension}`;
    const known = metadata[`image-${sha1}`]?.metadata ?? {};
    assets.set(id, {
      _id: id,
      _type: "sanity.imageAsset",
      extension,
      sha1hash: sha1,
      metadata: {
        ...known,
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width: Number(width),
          height: Number(height),
          aspectRatio: Number(width) / Number(height),
        },
      },
    } as SanityDocument);
    return { ...out, asset: { _type: "reference", _ref: id } };
  };
  const converted = documents.map((doc, index) => rewrite(doc, index + 1) as SanityDocument);
  return [...converted, ...assets.values()];
}
