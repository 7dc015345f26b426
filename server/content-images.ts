import { stat } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import express, { type RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { renditionCache } from "./image-cache.ts";
import { configureSharp, defaultConcurrency, planImage, render } from "./image-render.ts";
import {
  FILE_NAME,
  ImageRequestError,
  negotiateFormat,
  parseImageParams,
  sourceFormat,
} from "./image-request.ts";

/**
 * The embedded-mode image route: answers the URLs @sanity/image-url builds
 * (`/images/embedded/content/<sha1>-<w>x<h>.<ext>?rect=..&w=..&fm=..`) from the
 * files in content/images/, resized and re-encoded with sharp. Everything is
 * allow-listed: file names, parameters, widths, formats and quality
 * (image-request.ts); the transform is image-render.ts, the memory image-cache.ts.
 */

export const CONTENT_IMAGES_PATH = "/images/embedded/content";

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

export interface ContentImageStats {
  hits: number;
  encodes: number;
  cachedBytes: number;
  cachedItems: number;
}

export type ContentImages = ReturnType<typeof createContentImages>;

export function createContentImages(options: ContentImagesOptions) {
  configureSharp();
  const dir = path.resolve(options.dir);
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  const cache = renditionCache({
    cacheBytes,
    maxEntryBytes: options.maxEntryBytes ?? Math.max(1, Math.floor(cacheBytes / 8)),
    concurrency: options.concurrency ?? defaultConcurrency(),
    maxQueue: options.maxQueue ?? 64,
  });
  const dimensions = new LRUCache<string, { width: number; height: number }>({ max: 2000 });

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

  /** The rendition a URL under the route names for this Accept: its cache key and its encoding. */
  async function renditionOf(name: string, query: string, accept: string | undefined) {
    if (!FILE_NAME.test(name)) throw new ImageRequestError(404, "Not found");
    const file = path.join(dir, name);
    // Belt and braces: the pattern already keeps the name inside the folder.
    if (path.dirname(file) !== dir) throw new ImageRequestError(404, "Not found");
    const transform = parseImageParams(new URLSearchParams(query));
    const plan = planImage(transform, await sourceSize(file, name));
    const negotiated = transform.autoFormat ? negotiateFormat(accept) : undefined;
    const format = negotiated ?? transform.format ?? sourceFormat(name);
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
    return {
      key,
      varies: transform.autoFormat,
      encode: () => render(file, plan, transform, format),
    };
  }

  const handler: RequestHandler = async (req, res) => {
    const started = performance.now();
    try {
      const query = req.originalUrl.includes("?")
        ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)
        : "";
      const { key, varies, encode } = await renditionOf(
        String(req.params.file),
        query,
        req.get("accept"),
      );
      if (varies) res.vary("Accept");

      const { rendition, hit } = await cache.get(key, encode);
      const outcome = hit ? "hit" : "miss";
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

  /** Makes the rendition a page's URL names as a browser sending `accept` gets it (cache.makeAhead). */
  async function makeAhead(url: string, accept: string): Promise<"made" | "kept"> {
    const { pathname, search } = new URL(url, "http://site.invalid");
    if (!pathname.startsWith(`${CONTENT_IMAGES_PATH}/`)) {
      throw new ImageRequestError(404, "Not an image of this site");
    }
    const name = pathname.slice(CONTENT_IMAGES_PATH.length + 1);
    const { key, encode } = await renditionOf(name, search.slice(1), accept);
    return cache.makeAhead(key, encode);
  }

  return {
    router,
    makeAhead,
    stats: (): ContentImageStats => cache.stats(),
  };
}
