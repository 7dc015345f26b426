/**
 * The full-page cache for anonymous visitors (decision 0028).
 *
 * A signed-out GET of a public page is rendered once (by the whole app, through
 * the loopback: the "fill"), then answered from memory on a fast path in front
 * of Express and React Router: precompressed (br, gzip), with an ETag and 304s.
 * The rendered page's CSP nonce is replaced by the hashes of its inline scripts,
 * so a cached page and its header always travel together and a CDN may keep it.
 *
 * Personal answers never enter: a request carrying one of the app's cookies
 * (a session, a flash message, a preview) bypasses the cache, and a fill is
 * kept only when it is a 200 HTML page that sets no cookie and is not private.
 * Entries live for one content TTL and are then refreshed behind the stale
 * answer; a content purge (the publish webhook, on any instance) empties it.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import { LRUCache } from "lru-cache";
import { type TrustedProxies, trustedProxies } from "../service/index.ts";
import { createLimiter } from "./task-limiter.ts";

/** A response the app gave a fill, read whole. */
export interface RenderedPage {
  status: number;
  /** Header name (lower case) and value, one pair per line (Set-Cookie may repeat). */
  headers: [string, string][];
  body: Buffer;
}

/** What a fill asks the app: the page as this visitor's host and address would get it, anonymously. */
export interface FillRequest {
  url: string;
  host: string;
  /** X-Forwarded-For for the fill: the visitor's own chain plus the address it came from. */
  forwardedFor: string;
  /**
   * X-Forwarded-Proto and -Host, only when the request came from a trusted proxy (TRUST_PROXY, as
   * the host decides it): the fill renders links for the same origin.
   */
  forwardedProto?: string;
  forwardedHost?: string;
  /** The cookies the page may vary by (see `variantOf`), sent on the fill; absent for most visitors. */
  cookie?: string;
}

export type PageFill = (request: FillRequest) => Promise<RenderedPage>;

export interface PageCacheOptions {
  fill: PageFill;
  /** Whether a path may be cached at all (the route table's pages for everyone). */
  cacheablePath(pathname: string): boolean;
  /** Cookie names that make a request personal (session, preview). */
  personalCookies: readonly string[];
  /**
   * The cookies a shared page may be rendered differently for (the login panel kept hidden),
   * in one canonical form: "" for the default page. It must take few values, since each is a
   * page of its own in the cache.
   */
  variantOf?: (cookie: string | undefined) => string;
  /** How long an entry is fresh; after that it is served while one refresh runs. */
  ttlMs: number;
  /** Memory the entries may take, all encodings counted. */
  maxBytes?: number;
  /** Fills that may run at once (each is a full render). */
  maxConcurrentFills?: number;
  now?: () => number;
  /** Whose forwarded headers stand (TRUST_PROXY): they are part of a page's address. */
  proxies?: TrustedProxies;
  onFillError?: (url: string, error: unknown) => void;
}

/** Sent on the loopback fill, so the fast path lets it through to the app. */
export const FILL_HEADER = "x-portal-page-fill";

/** Shared caches may keep an anonymous page for a minute and serve it stale while they refresh. */
export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const MAX_PAGE_BYTES = 2 * 1024 * 1024;

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

interface CachedPage {
  filledAt: number;
  etagBase: string;
  /** Compressed variants; the rare visitor who takes neither gets the page unpacked from gzip. */
  variants: Record<Exclude<Encoding, "identity">, Variant>;
  identityHeaders: OutgoingHttpHeaders;
  notModified: Record<Encoding, OutgoingHttpHeaders>;
  size: number;
}

type FillResult = { page: CachedPage } | { uncacheable: RenderedPage };

/** Headers of the rendered page that the cache replaces or that belong to one connection. */
const DROPPED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "content-security-policy",
  "set-cookie",
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a fill's answer may be shared by every anonymous visitor. */
export function isShareable(page: RenderedPage): boolean {
  if (page.status !== 200 || page.body.length > MAX_PAGE_BYTES) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") return false;
    if (name === "cache-control" && /private|no-store|no-cache/i.test(value)) return false;
    if (name === "content-type" && /^text\/html\b/i.test(value)) html = true;
  }
  return html;
}

/**
 * The page without its nonce: every inline script's SHA-256 goes into the
 * policy instead, so the page and its Content-Security-Policy stay a pair.
 */
export function hashInlineScripts(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", code = ""] = match;
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return {
    html: html.split(attribute).join(""),
    policy: policy.replace(`'nonce-${nonce}'`, [...hashes].join(" ")).replace(/ {2,}/g, " "),
  };
}

async function toCachedPage(page: RenderedPage, filledAt: number): Promise<CachedPage> {
  const headerOf = (name: string) => page.headers.find(([key]) => key === name)?.[1];
  const { html, policy } = hashInlineScripts(
    page.body.toString("utf8"),
    headerOf("content-security-policy") ?? "",
  );
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etagBase = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  const common: OutgoingHttpHeaders = {};
  for (const [name, value] of page.headers) {
    if (!DROPPED_HEADERS.has(name)) common[name] = value;
  }
  if (policy) common["content-security-policy"] = policy;
  common["cache-control"] = ANONYMOUS_CACHE_CONTROL;
  common.vary = "Accept-Encoding, Cookie";
  const variant = (encoding: Encoding, body: Buffer): Variant => ({
    body,
    headers: {
      ...common,
      etag: `"${etagBase}-${encoding}"`,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.length),
    },
  });
  const variants = { br: variant("br", br), gzip: variant("gzip", gz) };
  const identityHeaders = variant("identity", identity).headers;
  const notModified = (encoding: Encoding): OutgoingHttpHeaders => ({
    etag: `"${etagBase}-${encoding}"`,
    "cache-control": ANONYMOUS_CACHE_CONTROL,
    vary: common.vary,
  });
  return {
    filledAt,
    etagBase,
    variants,
    identityHeaders,
    notModified: {
      br: notModified("br"),
      gzip: notModified("gzip"),
      identity: notModified("identity"),
    },
    size: br.length + gz.length + 2048,
  };
}

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

const encodingChoices = new LRUCache<string, Encoding>({ max: 256 });

/** The best encoding the visitor accepts: br, then gzip, then none. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = encodingChoices.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    accepted.set(rawName.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const acceptable = (name: string) => {
    const q = accepted.get(name) ?? accepted.get("*");
    return q !== undefined && q > 0;
  };
  const choice: Encoding = acceptable("br") ? "br" : acceptable("gzip") ? "gzip" : "identity";
  encodingChoices.set(header, choice);
  return choice;
}

/** Whether an If-None-Match names this page (any of its encodings). */
function matchesEtag(header: string, etagBase: string): boolean {
  return header === "*" || header.includes(`"${etagBase}-`);
}

export interface PageCache {
  /**
   * Answers the request from the cache (or fills it first) and returns true,
   * or returns false when the request is not one the cache takes. `next` is
   * called when a fill failed and the app should answer after all. The host
   * calls it only for requests that pass the gate's fast-path checks
   * (HTTP/1.x, origin-form target, valid Host, no body).
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): boolean;
  /** Forget every page (content changed). */
  purge(): void;
  readonly stats: {
    hits: number;
    misses: number;
    bypasses: number;
    entries: number;
    bytes: number;
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
  // Fills wait for each other without a bound: each waiting one is a distinct address somebody asked.
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
        if (startedIn === generation) entries.set(key, page);
        return { page };
      });
    filling.set(key, work);
    void work.then(
      () => filling.delete(key),
      () => filling.delete(key),
    );
    return work;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etagBase)) {
      res.writeHead(304, page.notModified[encoding]);
      res.end();
      return;
    }
    if (encoding === "identity") {
      res.writeHead(200, page.identityHeaders);
      res.end(req.method === "HEAD" ? undefined : gunzipSync(page.variants.gzip.body));
      return;
    }
    const variant = page.variants[encoding];
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  function sendRendered(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
    for (const [name, value] of page.headers) {
      if (name === "transfer-encoding" || name === "connection" || name === "keep-alive") continue;
      if (name === "content-length") continue;
      res.appendHeader(name, value);
    }
    res.statusCode = page.status;
    res.setHeader("content-length", String(page.body.length));
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  function requestFor(
    req: IncomingMessage,
    url: string,
    host: string,
    pageVariant: string,
  ): FillRequest {
    const chain = req.headers["x-forwarded-for"];
    const from = req.socket.remoteAddress ?? "";
    const proxied = fromTrustedProxy(req);
    return {
      url,
      host,
      forwardedFor: [chain, from].filter(Boolean).join(", "),
      forwardedProto: proxied ? single(req.headers["x-forwarded-proto"]) : undefined,
      forwardedHost: proxied ? single(req.headers["x-forwarded-host"]) : undefined,
      cookie: pageVariant || undefined,
    };
  }

  return {
    stats: {
      get hits() {
        return stats.hits;
      },
      get misses() {
        return stats.misses;
      },
      get bypasses() {
        return stats.bypasses;
      },
      get entries() {
        return entries.size;
      },
      get bytes() {
        return entries.calculatedSize;
      },
    },
    serve(req, res, next) {
      const { method, url = "", headers } = req;
      if (method !== "GET" && method !== "HEAD") return false;
      if (headers[FILL_HEADER] !== undefined) return false;
      const cookie = headers.cookie;
      if (cookie && personal(cookie)) {
        stats.bypasses += 1;
        return false;
      }
      const host = headers.host ?? "";
      const pageVariant = options.variantOf?.(cookie) ?? "";
      // What the page's links are built from, and its variant, are part of its address in the cache.
      const key = fromTrustedProxy(req)
        ? `${pageVariant}|${headers["x-forwarded-proto"] ?? ""}|${headers["x-forwarded-host"] ?? ""}|${host}${url}`
        : `${pageVariant}|||${host}${url}`;
      const page = entries.get(key);
      if (page) {
        stats.hits += 1;
        if (now() - page.filledAt >= options.ttlMs && !filling.has(key)) {
          void fill(key, requestFor(req, url, host, pageVariant)).catch((error: unknown) =>
            options.onFillError?.(url, error),
          );
        }
        send(req, res, page);
        return true;
      }
      if (uncacheable.has(key)) return false;
      const query = url.indexOf("?");
      if (!options.cacheablePath(query === -1 ? url : url.slice(0, query))) return false;
      stats.misses += 1;
      fill(key, requestFor(req, url, host, pageVariant)).then(
        (result) => {
          if ("page" in result) send(req, res, result.page);
          else sendRendered(req, res, result.uncacheable);
        },
        (error: unknown) => {
          options.onFillError?.(url, error);
          next();
        },
      );
      return true;
    },
    purge() {
      generation += 1;
      entries.clear();
      uncacheable.clear();
    },
  };
}
