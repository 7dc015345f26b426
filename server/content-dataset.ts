import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseNdjson, type SanityDocument } from "../app/content/embedded-source.server.ts";
import { ConfigError } from "./config.ts";

// CONTENT_DATASET: a folder like content/ or a `sanity dataset export` archive, for an offline
// staging site; whatever is wrong stops the start with the file, the line and the reason.

export interface ContentDataset {
  dataFile: string;
  imagesDir: string;
}

const IMAGE_FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const ASSET_PLACEHOLDER = /^image@file:\/\/\.\/images\/([^/]+)$/;
const IMAGE_ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;

const refuse = (message: string) =>
  new ConfigError(`CONTENT_DATASET: ${message} Fix it, or unset CONTENT_DATASET for content/.`);

export async function openContentDataset(
  location: string,
  workDir: string,
): Promise<ContentDataset> {
  const resolved = path.resolve(location);
  const kind = await stat(resolved).catch(() => null);
  if (!kind) throw refuse(`${resolved} does not exist.`);
  const folder = kind.isDirectory() ? resolved : await unpackExport(resolved, workDir);
  const dataset = {
    dataFile: path.join(folder, "data.ndjson"),
    imagesDir: path.join(folder, "images"),
  };
  await checkDataset(dataset);
  return dataset;
}

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
  const files = new Set(await readdir(imagesDir).catch(() => []));
  for (const doc of documents) {
    if (doc._type !== "sanity.imageAsset") continue;
    const match = IMAGE_ASSET_ID.exec(doc._id);
    const name = match ? `${match[1]}-${match[2]}x${match[3]}.${match[4]}` : undefined;
    if (!name || !files.has(name)) {
      throw refuse(
        `${dataFile}: the picture ${doc._id} has no file ${name ?? "(its id is not Sanity's image id)"} in ${imagesDir}.`,
      );
    }
  }
}

const MAX_UNPACKED_BYTES = 16 * 2 ** 30;

/** A new version unpacks archives afresh. */
const CONVERTER_VERSION = "1";

async function hashOf(file: string): Promise<string> {
  const hash = createHash("sha1").update(CONVERTER_VERSION);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 16);
}

/** In the instance's data folder (not a shared temp folder others could write), named by hash. */
async function unpackExport(archive: string, workDir: string): Promise<string> {
  const parent = path.join(workDir, "content-datasets");
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const target = path.join(parent, await hashOf(archive));
  if (await stat(path.join(target, "data.ndjson")).catch(() => null)) return target;
  const unpacking = `${target}.${process.pid}.tmp`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true });
  try {
    try {
      const { extract } = await import("tar");
      let unpacked = 0;
      await extract({
        file: archive,
        cwd: unpacking,
        strict: true,
        // Against a gzip bomb; skipped, not thrown: a throw here would escape node-tar.
        filter: (_path, entry) => {
          unpacked += "size" in entry && typeof entry.size === "number" ? entry.size : 0;
          return unpacked <= MAX_UNPACKED_BYTES;
        },
      });
      if (unpacked > MAX_UNPACKED_BYTES) {
        throw new Error(`it unpacks to more than ${MAX_UNPACKED_BYTES / 2 ** 30} GiB`);
      }
    } catch (error) {
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
    await rename(unpacking, target);
  } finally {
    await rm(unpacking, { recursive: true, force: true });
  }
  return target;
}

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

type AssetMetadata = Record<string, { metadata?: Record<string, unknown> } | undefined>;

async function assetMetadata(file: string, archive: string): Promise<AssetMetadata> {
  const text = await readFile(file, "utf8").catch(() => "{}");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse(`${archive}: assets.json is not JSON.`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw refuse(`${archive}: assets.json is not an object of asset metadata.`);
  }
  return parsed as AssetMetadata;
}

/** Each asset placeholder becomes a reference to an asset document, as the embedded dataset has. */
async function convertExport(root: string, archive: string): Promise<SanityDocument[]> {
  const dataFile = path.join(root, "data.ndjson");
  let documents: SanityDocument[];
  try {
    documents = parseNdjson(await readFile(dataFile, "utf8"), `${archive}: data.ndjson`);
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const metadata = await assetMetadata(path.join(root, "assets.json"), archive);
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
