import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import express, { type RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from "../app/content/image-url.ts";
import { createLimiter } from "./task-limiter.ts";

/**
 * The embedded-mode image route: answers the URLs @sanity/image-url builds
 * (`/images/embedded/content/<sha1>-<w>x<h>.<ext>?rect=..&w=..&fm=..`) from the
 * files in content/images/, resized and re-encoded with sharp. Everything is
 * allow-listed: file names, parameters, widths, formats and quality.
 */

export const CONTENT_IMAGES_PATH = "/images/embedded/content";

/** Sanity's exported file names; nothing else (no dots, slashes or NULs) can reach the disk. */
const FILE_NAME = /^[0-9a-f]{40}-[1-9]\d{0,4}x[1-9]\d{0,4}\.(?:jpg|jpeg|png|webp)$/;

/** A height may be at most this many times the width (tall portraits, not strips). */
const MAX_HEIGHT_RATIO = 3;
/** Below 30 the artefacts are plain to see; above 95 files grow fast for nothing visible. */
const QUALITY_RANGE = { min: 30, max: 95 } as const;
const DPR_VALUES = [1, 2, 3] as const;
const FORMATS = ["jpg", "pjpg", "png", "webp", "avif"] as const;
/** `fill`/`fillmax` pad with a background colour, which the site never asks for. */
const FITS = ["clip", "max", "crop", "min", "scale"] as const;
const CROPS = ["top", "bottom", "left", "right", "center", "focalpoint", "entropy"] as const;
const SUPPORTED = new Set([
  "rect",
  "w",
  "h",
  "fm",
  "q",
  "fit",
  "crop",
  "fp-x",
  "fp-y",
  "auto",
  "dpr",
]);
/** Parameters Sanity's CDN knows and this route does not implement. */
const UNSUPPORTED = new Set([
  "bg",
  "blur",
  "dl",
  "flip",
  "frame",
  "invert",
  "max-h",
  "max-w",
  "min-h",
  "min-w",
  "or",
  "pad",
  "sat",
  "sharp",
]);

type OutputFormat = (typeof FORMATS)[number];
type Fit = (typeof FITS)[number];
type CropMode = (typeof CROPS)[number];

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImageTransform {
  rect?: Rect;
  width?: number;
  height?: number;
  dpr: number;
  fit: Fit;
  crop: CropMode;
  focalPoint?: { x: number; y: number };
  format?: OutputFormat;
  autoFormat: boolean;
  quality: number;
}

/** A request the route refuses, with the plain message the client sees. */
export class ImageRequestError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const bad = (message: string) => new ImageRequestError(400, message);

function positiveInteger(name: string, text: string): number {
  if (!/^[1-9]\d{0,4}$/.test(text)) throw bad(`${name} must be a whole number above 0.`);
  return Number(text);
}

function fraction(name: string, text: string): number {
  const value = /^(?:0|1|0?\.\d{1,6}|1\.0{1,6})$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= 1)) throw bad(`${name} must be a number from 0 to 1.`);
  return value;
}

function oneOf<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text)) {
    throw bad(`${name} must be one of ${allowed.join(", ")}.`);
  }
  return text as T;
}

/** Reads the query string of an image URL; throws ImageRequestError for anything off the lists. */
export function parseImageParams(params: URLSearchParams): ImageTransform {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key)) throw bad(`The parameter "${key}" is given more than once.`);
    seen.add(key);
    if (UNSUPPORTED.has(key)) throw bad(`The parameter "${key}" is not supported here.`);
    if (!SUPPORTED.has(key)) throw bad(`Unknown image parameter "${key.slice(0, 40)}".`);
  }
  const transform: ImageTransform = {
    dpr: 1,
    fit: "clip",
    crop: "center",
    autoFormat: false,
    quality: DEFAULT_IMAGE_QUALITY,
  };

  const w = params.get("w");
  if (w !== null) {
    const width = Number(w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || String(width) !== w) {
      throw bad(`Width ${w.slice(0, 10)} is not allowed; use one of ${IMAGE_WIDTHS.join(", ")}.`);
    }
    transform.width = width;
  }
  const h = params.get("h");
  if (h !== null) {
    if (transform.width === undefined) throw bad("A height (h) needs a width (w) too.");
    const height = positiveInteger("The height (h)", h);
    if (height > transform.width * MAX_HEIGHT_RATIO) {
      throw bad(`The height (h) may be at most ${MAX_HEIGHT_RATIO} times the width.`);
    }
    transform.height = height;
  }
  const rect = params.get("rect");
  if (rect !== null) {
    const parts = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/.exec(rect);
    if (!parts) throw bad("rect must be left,top,width,height in whole pixels.");
    const [left, top, width, height] = parts.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (width === 0 || height === 0) throw bad("rect must have a width and height above 0.");
    transform.rect = { left, top, width, height };
  }
  const dpr = params.get("dpr");
  if (dpr !== null) {
    const value = Number(dpr);
    if (!(DPR_VALUES as readonly number[]).includes(value) || !/^\d$/.test(dpr)) {
      throw bad(`dpr must be one of ${DPR_VALUES.join(", ")}.`);
    }
    transform.dpr = value;
  }
  const fm = params.get("fm");
  if (fm !== null) transform.format = oneOf("The format (fm)", fm, FORMATS);
  const auto = params.get("auto");
  if (auto !== null) {
    oneOf("auto", auto, ["format"]);
    transform.autoFormat = true;
  }
  const q = params.get("q");
  if (q !== null) {
    const quality = /^\d{1,3}$/.test(q) ? Number(q) : Number.NaN;
    if (!(quality >= QUALITY_RANGE.min && quality <= QUALITY_RANGE.max)) {
      throw bad(`The quality (q) must be from ${QUALITY_RANGE.min} to ${QUALITY_RANGE.max}.`);
    }
    transform.quality = quality;
  }
  const fit = params.get("fit");
  if (fit !== null) transform.fit = oneOf("fit", fit, FITS);
  const crop = params.get("crop");
  if (crop !== null) transform.crop = oneOf("crop", crop, CROPS);
  const fpX = params.get("fp-x");
  const fpY = params.get("fp-y");
  if ((fpX === null) !== (fpY === null)) throw bad("fp-x and fp-y go together.");
  if (fpX !== null && fpY !== null) {
    transform.focalPoint = { x: fraction("fp-x", fpX), y: fraction("fp-y", fpY) };
  }
  return transform;
}

/** AVIF, then WebP, when the Accept header allows them (a `q=0` entry refuses a type). */
export function negotiateFormat(accept: string | undefined): "avif" | "webp" | undefined {
  const accepted = new Set<string>();
  for (const entry of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...parameters] = entry.split(";").map((part) => part.trim());
    const refused = parameters.some((p) => /^q=0(?:\.0{0,3})?$/.test(p));
    if (type && !refused) accepted.add(type);
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return undefined;
}

function sourceFormat(fileName: string): OutputFormat {
  if (fileName.endsWith(".png")) return "png";
  return fileName.endsWith(".webp") ? "webp" : "jpg";
}

/** What to cut out of the source and the size to produce, never larger than the source. */
export interface ImagePlan {
  region: Rect;
  outWidth: number;
  outHeight: number;
  mode: "fill" | "cover";
}

export function planImage(t: ImageTransform, source: { width: number; height: number }): ImagePlan {
  const region = t.rect ?? { left: 0, top: 0, width: source.width, height: source.height };
  if (region.left + region.width > source.width || region.top + region.height > source.height) {
    const r = region;
    throw bad(
      `rect ${r.left},${r.top},${r.width},${r.height} lies outside the ${source.width}x${source.height} image.`,
    );
  }
  const { width: rw, height: rh } = region;
  if (t.width === undefined) return { region, outWidth: rw, outHeight: rh, mode: "fill" };
  const tw = t.width * t.dpr;
  if (t.height === undefined) {
    const outWidth = Math.min(tw, rw);
    return {
      region,
      outWidth,
      outHeight: Math.max(1, Math.round((rh * outWidth) / rw)),
      mode: "fill",
    };
  }
  const th = t.height * t.dpr;
  if (t.fit === "clip" || t.fit === "max") {
    // Fit inside the box, keeping the region's proportions.
    const scale = Math.min(tw / rw, th / rh, 1);
    return {
      region,
      outWidth: Math.max(1, Math.round(rw * scale)),
      outHeight: Math.max(1, Math.round(rh * scale)),
      mode: "fill",
    };
  }
  // crop/min fill the box exactly, scale stretches: both shrink the box, keeping its
  // proportions, rather than enlarge the source.
  const shrink = Math.min(1, rw / tw, rh / th);
  return {
    region,
    outWidth: Math.max(1, Math.round(tw * shrink)),
    outHeight: Math.max(1, Math.round(th * shrink)),
    mode: t.fit === "scale" ? "fill" : "cover",
  };
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpg: "image/jpeg",
  pjpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

const POSITIONS: Record<Exclude<CropMode, "entropy">, string> = {
  top: "top",
  bottom: "bottom",
  left: "left",
  right: "right",
  center: "centre",
  // Without fp-x/fp-y the focal point is the middle.
  focalpoint: "centre",
};

interface Rendition {
  body: Buffer;
  type: string;
  etag: string;
}

async function render(
  file: string,
  plan: ImagePlan,
  t: ImageTransform,
  format: OutputFormat,
): Promise<Rendition> {
  const { region, outWidth, outHeight } = plan;
  let image = sharp(file, { autoOrient: true }).extract(region);
  if (plan.mode === "cover" && (t.crop === "focalpoint" || t.focalPoint)) {
    // Scale to cover the box, then cut the box centred on the focal point.
    const focal = t.focalPoint ?? { x: 0.5, y: 0.5 };
    const scale = Math.max(outWidth / region.width, outHeight / region.height);
    const width = Math.max(outWidth, Math.round(region.width * scale));
    const height = Math.max(outHeight, Math.round(region.height * scale));
    const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
    image = image.resize(width, height, { fit: "fill" }).extract({
      left: clamp(Math.round(focal.x * width - outWidth / 2), width - outWidth),
      top: clamp(Math.round(focal.y * height - outHeight / 2), height - outHeight),
      width: outWidth,
      height: outHeight,
    });
  } else if (plan.mode === "cover") {
    const position = t.crop === "entropy" ? sharp.strategy.entropy : POSITIONS[t.crop];
    image = image.resize(outWidth, outHeight, { fit: "cover", position });
  } else if (outWidth !== region.width || outHeight !== region.height) {
    image = image.resize(outWidth, outHeight, { fit: "fill" });
  }
  const quality = t.quality;
  switch (format) {
    case "jpg":
    case "pjpg":
      // JPEG has no transparency: flatten on white rather than on black.
      image = image
        .flatten({ background: "#ffffff" })
        .jpeg({ quality, mozjpeg: true, progressive: format === "pjpg" });
      break;
    case "png":
      image = image.png({ compressionLevel: 8 });
      break;
    case "webp":
      image = image.webp({ quality, effort: 4 });
      break;
    case "avif":
      // AVIF at two thirds of the JPEG quality looks about the same (sharp's own
      // defaults are 50 for AVIF and 80 for JPEG); effort 3 of 9 keeps a cold
      // encode well under a second while the files stay small.
      image = image.avif({ quality: Math.round((quality * 2) / 3), effort: 3 });
      break;
  }
  const body = await image.toBuffer();
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { body, type: CONTENT_TYPES[format], etag };
}

export interface ContentImagesOptions {
  /** The folder of exported images (content/images/). */
  dir: string;
  /** Memory for encoded images, in bytes (default 64 MB). */
  cacheBytes?: number;
  /** Larger renditions are served but not kept (default: an eighth of cacheBytes). */
  maxEntryBytes?: number;
  /** Encodings at once (default: the cores, at most libuv's pool size less one). */
  concurrency?: number;
  /** Requests that may wait for an encoding slot before more get a 503 (default 64). */
  maxQueue?: number;
}

/** libuv runs sharp's work and the file system's on one pool; leave the file system a thread. */
function defaultConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), pool - 1));
}

function configureSharp(): void {
  // libvips' operation cache would keep decoded pixels (megabytes each) outside our
  // byte budget; the encoded results we keep below are what is worth caching.
  sharp.cache(false);
  // One thread per image; parallelism comes from running several images at once
  // (the limiter), which suits a page asking for many pictures together.
  sharp.concurrency(1);
}

export interface ContentImageStats {
  hits: number;
  encodes: number;
  cachedBytes: number;
  cachedItems: number;
}

export function createContentImages(options: ContentImagesOptions) {
  configureSharp();
  const dir = path.resolve(options.dir);
  const limiter = createLimiter({
    concurrency: options.concurrency ?? defaultConcurrency(),
    maxQueue: options.maxQueue ?? 64,
    busy: () => new ImageRequestError(503, "The image server is busy. Please try again shortly."),
  });
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  const renditions = new LRUCache<string, Rendition>({
    maxSize: cacheBytes,
    // One huge rendition must not flush everything else.
    maxEntrySize: options.maxEntryBytes ?? Math.max(1, Math.floor(cacheBytes / 8)),
    sizeCalculation: (value, key) => value.body.length + key.length,
  });
  const dimensions = new LRUCache<string, { width: number; height: number }>({ max: 2000 });
  const inFlight = new Map<string, Promise<Rendition>>();
  const stats = { hits: 0, encodes: 0 };

  async function sourceSize(file: string, name: string) {
    const known = dimensions.get(name);
    if (known) return known;
    try {
      if (!(await stat(file)).isFile()) throw new ImageRequestError(404, "Not found");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new ImageRequestError(404, "Not found");
      }
      throw error;
    }
    const size = (await sharp(file).metadata()).autoOrient;
    dimensions.set(name, size);
    return size;
  }

  const handler: RequestHandler = async (req, res) => {
    const started = performance.now();
    try {
      const name = String(req.params.file);
      if (!FILE_NAME.test(name)) throw new ImageRequestError(404, "Not found");
      const file = path.join(dir, name);
      // Belt and braces: the pattern already keeps the name inside the folder.
      if (path.dirname(file) !== dir) throw new ImageRequestError(404, "Not found");

      const query = req.originalUrl.includes("?")
        ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)
        : "";
      const transform = parseImageParams(new URLSearchParams(query));
      const plan = planImage(transform, await sourceSize(file, name));
      const negotiated = transform.autoFormat ? negotiateFormat(req.get("accept")) : undefined;
      const format = negotiated ?? transform.format ?? sourceFormat(name);
      if (transform.autoFormat) res.vary("Accept");

      const { region: r } = plan;
      const key = [
        name,
        `${r.left},${r.top},${r.width},${r.height}`,
        `${plan.outWidth}x${plan.outHeight}`,
        plan.mode,
        plan.mode === "cover"
          ? `${transform.crop}:${transform.focalPoint?.x},${transform.focalPoint?.y}`
          : "",
        format,
        format === "png" ? "" : transform.quality,
      ].join("|");

      let rendition = renditions.get(key);
      let outcome = "hit";
      if (rendition) {
        stats.hits += 1;
      } else {
        outcome = "miss";
        let pending = inFlight.get(key);
        if (!pending) {
          pending = limiter.run(() => {
            stats.encodes += 1;
            return render(file, plan, transform, format);
          });
          inFlight.set(key, pending);
          pending.then(
            (done) => renditions.set(key, done),
            () => {},
          );
          pending.finally(() => inFlight.delete(key)).catch(() => {});
        }
        rendition = await pending;
      }
      const elapsed = (performance.now() - started).toFixed(1);
      res.set({
        "Content-Type": rendition.type,
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: rendition.etag,
        "Server-Timing": `image;desc=${outcome};dur=${elapsed}`,
      });
      res.send(rendition.body);
    } catch (error) {
      if (error instanceof ImageRequestError) {
        if (error.status === 503) res.set("Retry-After", "2");
        res.status(error.status).set("Cache-Control", "no-store").type("text/plain");
        res.send(error.message);
        return;
      }
      // The request was fine; the file on disk is not (corrupt or unreadable).
      console.error(error);
      res
        .status(500)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("This image could not be produced.");
    }
  };

  const router = express.Router({ caseSensitive: true, strict: true });
  router.get("/:file", handler);
  // Anything else under the prefix is a plain 404, never the site's HTML 404 page.
  router.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
  });

  return {
    router,
    stats(): ContentImageStats {
      return {
        ...stats,
        cachedBytes: renditions.calculatedSize,
        cachedItems: renditions.size,
      };
    },
  };
}
