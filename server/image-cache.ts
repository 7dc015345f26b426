import { LRUCache } from "lru-cache";
import type { Rendition } from "./image-render.ts";
import { ImageRequestError } from "./image-request.ts";
import { createLimiter } from "./task-limiter.ts";

/**
 * Encoded images kept in memory within a byte budget, one encoding per key at
 * a time (requests for the same rendition wait for the one under way), and a
 * bounded number of encodings at once: past the queue, a 503 with words.
 */
export interface RenditionCacheOptions {
  cacheBytes: number;
  /** Larger renditions are served but not kept (one huge rendition must not flush the rest). */
  maxEntryBytes: number;
  concurrency: number;
  maxQueue: number;
}

export interface RenditionCache {
  /** The kept rendition, or the one `encode` makes; says which. */
  get(
    key: string,
    encode: () => Promise<Rendition>,
  ): Promise<{ rendition: Rendition; hit: boolean }>;
  /**
   * Makes it in the background, once no encoding runs or waits, so it never stands before a
   * visitor's; a visitor asking for it meanwhile waits for this one. "kept": kept or being made.
   */
  makeAhead(key: string, encode: () => Promise<Rendition>): Promise<"made" | "kept">;
  stats(): { hits: number; encodes: number; cachedBytes: number; cachedItems: number };
}

export function renditionCache(options: RenditionCacheOptions): RenditionCache {
  const limiter = createLimiter({
    concurrency: options.concurrency,
    maxQueue: options.maxQueue,
    busy: () => new ImageRequestError(503, "The image server is busy. Please try again shortly."),
  });
  const renditions = new LRUCache<string, Rendition>({
    maxSize: options.cacheBytes,
    maxEntrySize: options.maxEntryBytes,
    sizeCalculation: (value, key) => value.body.length + key.length,
  });
  const inFlight = new Map<string, Promise<Rendition>>();
  const counts = { hits: 0, encodes: 0 };

  const encodeOnce = (key: string, encode: () => Promise<Rendition>) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = limiter.run(() => {
      counts.encodes += 1;
      return encode();
    });
    inFlight.set(key, work);
    work.then(
      (done) => renditions.set(key, done),
      () => {},
    );
    work.finally(() => inFlight.delete(key)).catch(() => {});
    return work;
  };

  return {
    async get(key, encode) {
      const kept = renditions.get(key);
      if (kept) {
        counts.hits += 1;
        return { rendition: kept, hit: true };
      }
      return { rendition: await encodeOnce(key, encode), hit: false };
    },
    async makeAhead(key, encode) {
      const kept = () => renditions.has(key) || inFlight.has(key);
      if (kept()) return "kept";
      await limiter.whenIdle();
      if (kept()) return "kept";
      await encodeOnce(key, encode);
      return "made";
    },
    stats: () => ({
      ...counts,
      cachedBytes: renditions.calculatedSize,
      cachedItems: renditions.size,
    }),
  };
}
