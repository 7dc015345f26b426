import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from "../app/content/image-url.ts";

/**
 * What an image URL of the embedded image route may ask (the parameters
 * @sanity/image-url writes), read into an `ImageTransform`; everything off
 * the lists is a 400 with words.
 */

/** Sanity's exported file names; nothing else (no dots, slashes or NULs) can reach the disk. */
export const FILE_NAME = /^[0-9a-f]{40}-[1-9]\d{0,4}x[1-9]\d{0,4}\.(?:jpg|jpeg|png|webp)$/;

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

export type OutputFormat = (typeof FORMATS)[number];
type Fit = (typeof FITS)[number];
export type CropMode = (typeof CROPS)[number];

export interface Rect {
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

export const bad = (message: string) => new ImageRequestError(400, message);

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

export function sourceFormat(fileName: string): OutputFormat {
  if (fileName.endsWith(".png")) return "png";
  return fileName.endsWith(".webp") ? "webp" : "jpg";
}
