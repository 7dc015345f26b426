/** Anonymous full-page cache (decisions 0028, 0056); `Cache-Status` says how (RFC 9211). */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { type TrustedProxies, trustedProxies } from "../service/index.ts";
import {
  type CachedPage,
  isShareable,
  type RenderedPage,
  sendCachedPage,
  sendRenderedPage,
  toCachedPage,
} from "./cached-page.ts";
import { createLimiter } from "./task-limiter.ts";

/** The page as this visitor's host and address would get it, anonymously. */
interface FillRequest {
  url: string;
  host: string;
  forwardedFor: string;
  /** Only from a trusted proxy: the fill renders links for the same origin. */
  forwardedProto?: string;
  forwardedHost?: string;
  /** See `variantOf`. */
  cookie?: string;
}

export type PageFill = (request: FillRequest) => Promise<RenderedPage>;

export interface PageCacheOptions {
  fill: PageFill;
  cacheablePath(pathname: string): boolean;
  personalCookies: readonly string[];
  /** Cookies a shared page varies by, canonical ("" by default); few values, each a cached page. */
  variantOf?: (cookie: string | undefined, pathname: string) => string;
  /** After this, an entry is served stale while one refresh runs. */
  ttlMs: number;
  maxBytes?: number;
  maxConcurrentFills?: number;
  now?: () => number;
  proxies?: TrustedProxies;
  onFillError?: (url: string, error: unknown) => void;
}

/** Lets the loopback fill through to the app. */
export const FILL_HEADER = "x-portal-page-fill";
/**
 * Known to this process only (or to a tool that set PAGE_FILL_SECRET, 32 characters or more: the
 * benchmark measures rendering with it): a visitor who sends the header is served as any visitor.
 */
export const FILL_SECRET = fillSecret(process.env.PAGE_FILL_SECRET);

export function fillSecret(configured: string | undefined): string {
  return configured && configured.length >= 32 ? configured : randomUUID();
}

export function isFill(req: IncomingMessage): boolean {
  return req.headers[FILL_HEADER] === FILL_SECRET;
}

/** RFC 9211; a negative `ttl` on a hit means stale, served while it is rendered again. */
const CACHE_STATUS_HEADER = "cache-status";
const CACHE_NAME = "portal";

type FillResult = { page: CachedPage; stored: boolean } | { uncacheable: RenderedPage };

export interface PageCache {
  /** False when the cache does not take the request; `next` when a fill failed. */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): boolean;
  /** Without tags, every page. */
  purge(tags?: readonly string[]): void;
  readonly stats: {
    hits: number;
    misses: number;
    bypasses: number;
    entries: number;
    bytes: number;
  };
}

/** What the page's links are built from is part of its address. */
function cacheKeyOf(req: IncomingMessage, proxied: boolean, pageVariant: string): string {
  const { headers, url = "" } = req;
  const host = headers.host ?? "";
  return proxied
    ? `${pageVariant}|${headers["x-forwarded-proto"] ?? ""}|${headers["x-forwarded-host"] ?? ""}|${host}${url}`
    : `${pageVariant}|||${host}${url}`;
}

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

function fillRequestOf(req: IncomingMessage, proxied: boolean, pageVariant: string): FillRequest {
  const chain = req.headers["x-forwarded-for"];
  const from = req.socket.remoteAddress ?? "";
  return {
    url: req.url ?? "",
    host: req.headers.host ?? "",
    forwardedFor: [chain, from].filter(Boolean).join(", "),
    forwardedProto: proxied ? single(req.headers["x-forwarded-proto"]) : undefined,
    forwardedHost: proxied ? single(req.headers["x-forwarded-host"]) : undefined,
    cookie: pageVariant || undefined,
  };
}

function statsView(
  counts: { hits: number; misses: number; bypasses: number },
  entries: LRUCache<string, CachedPage>,
): PageCache["stats"] {
  return {
    get hits() {
      return counts.hits;
    },
    get misses() {
      return counts.misses;
    },
    get bypasses() {
      return counts.bypasses;
    },
    get entries() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { fromTrustedProxy } = options.proxies ?? trustedProxies();
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (page) => page.size,
  });
  // Addresses whose answer could not be shared (a 404, a redirect): the app answers them directly.
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: options.ttlMs });
  const filling = new Map<string, Promise<FillResult>>();
  // Unbounded: each waiting fill is a distinct address somebody asked.
  const fills = createLimiter({
    concurrency: options.maxConcurrentFills ?? 4,
    maxQueue: Number.POSITIVE_INFINITY,
    busy: () => new Error("unreachable: the fill queue has no bound"),
  });
  let generation = 0;
  const stats = { hits: 0, misses: 0, bypasses: 0 };

  const personal = (cookie: string) =>
    options.personalCookies.some((name) => cookie.includes(`${name}=`));

  function fill(key: string, request: FillRequest): Promise<FillResult> {
    const pending = filling.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const work = fills
      .run(() => options.fill(request))
      .then(async (rendered): Promise<FillResult> => {
        if (!isShareable(rendered)) {
          if (startedIn === generation) {
            entries.delete(key);
            uncacheable.set(key, true);
          }
          return { uncacheable: rendered };
        }
        const page = await toCachedPage(rendered, now());
        // A purge while this page rendered wins: it may show the old content.
        const stored = startedIn === generation;
        if (stored) entries.set(key, page);
        return { page, stored };
      });
    filling.set(key, work);
    void work.then(
      () => filling.delete(key),
      () => filling.delete(key),
    );
    return work;
  }

  /** A stale page is refreshed behind the answer, one refresh at a time. */
  function serveHit(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    page: CachedPage,
    pageVariant: string,
  ) {
    stats.hits += 1;
    const age = now() - page.filledAt;
    const left = options.ttlMs - age;
    const ttl = left > 0 ? Math.ceil(left / 1000) : Math.min(-1, Math.floor(left / 1000));
    res.setHeader(CACHE_STATUS_HEADER, `${CACHE_NAME}; hit; ttl=${ttl}`);
    if (age >= options.ttlMs && !filling.has(key)) {
      const url = req.url ?? "";
      void fill(key, fillRequestOf(req, fromTrustedProxy(req), pageVariant)).catch(
        (error: unknown) => options.onFillError?.(url, error),
      );
    }
    sendCachedPage(req, res, page);
  }

  function serveMiss(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    pageVariant: string,
    next: () => void,
  ) {
    stats.misses += 1;
    const miss = `${CACHE_NAME}; fwd=uri-miss${filling.has(key) ? "; collapsed" : ""}`;
    fill(key, fillRequestOf(req, fromTrustedProxy(req), pageVariant)).then(
      (result) => {
        if ("page" in result) {
          res.setHeader(CACHE_STATUS_HEADER, `${miss}${result.stored ? "; stored" : ""}`);
          sendCachedPage(req, res, result.page);
        } else {
          res.setHeader(CACHE_STATUS_HEADER, `${miss}; fwd-status=${result.uncacheable.status}`);
          sendRenderedPage(req, res, result.uncacheable);
        }
      },
      (error: unknown) => {
        options.onFillError?.(req.url ?? "", error);
        res.setHeader(CACHE_STATUS_HEADER, `${miss}; detail=fill-failed`);
        next();
      },
    );
  }

  return {
    stats: statsView(stats, entries),
    serve(req, res, next) {
      const { method, url = "", headers } = req;
      if (method !== "GET" && method !== "HEAD") {
        res.setHeader(CACHE_STATUS_HEADER, `${CACHE_NAME}; fwd=method`);
        return false;
      }
      if (isFill(req)) return false;
      const cookie = headers.cookie;
      if (cookie && personal(cookie)) {
        stats.bypasses += 1;
        res.setHeader(CACHE_STATUS_HEADER, `${CACHE_NAME}; fwd=bypass`);
        return false;
      }
      const query = url.indexOf("?");
      const pathname = query === -1 ? url : url.slice(0, query);
      const pageVariant = options.variantOf?.(cookie, pathname) ?? "";
      const key = cacheKeyOf(req, fromTrustedProxy(req), pageVariant);
      const page = entries.get(key);
      if (page) {
        serveHit(req, res, key, page, pageVariant);
        return true;
      }
      if (uncacheable.has(key)) {
        res.setHeader(CACHE_STATUS_HEADER, `${CACHE_NAME}; fwd=uri-miss`);
        return false;
      }
      if (!options.cacheablePath(pathname)) {
        res.setHeader(CACHE_STATUS_HEADER, `${CACHE_NAME}; fwd=bypass`);
        return false;
      }
      serveMiss(req, res, key, pageVariant, next);
      return true;
    },
    purge(tags) {
      generation += 1;
      // A 404 or a redirect may now be a page: those addresses are asked again.
      uncacheable.clear();
      if (!tags) {
        entries.clear();
        return;
      }
      const named = new Set(tags);
      const shows = (page: CachedPage) =>
        page.tags === "*" || [...page.tags].some((tag) => named.has(tag));
      const purged = [...entries.entries()].filter(([, page]) => shows(page));
      for (const [key] of purged) entries.delete(key);
    },
  };
}
