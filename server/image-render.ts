import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import {
  bad,
  type CropMode,
  type ImageTransform,
  type OutputFormat,
  type Rect,
} from "./image-request.ts";

/** The transform itself: the region and size a request asks, cut and encoded with sharp. */

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

export interface Rendition {
  body: Buffer;
  type: string;
  etag: string;
}

export async function render(
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

/** libuv runs sharp's work and the file system's on one pool; leave the file system a thread. */
export function defaultConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), pool - 1));
}

export function configureSharp(): void {
  // libvips' operation cache would keep decoded pixels (megabytes each) outside our
  // byte budget; the encoded results we keep below are what is worth caching.
  sharp.cache(false);
  // One thread per image; parallelism comes from running several images at once
  // (the limiter), which suits a page asking for many pictures together.
  sharp.concurrency(1);
}
