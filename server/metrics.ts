import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PageCache } from "./page-cache.ts";

/**
 * Prometheus metrics at /metrics (prom-client): requests by route
 * pattern, method and status and their durations, the page cache's hits and
 * misses, the database pool, and the process's own (memory, event-loop lag,
 * garbage collection). Answered before the request gate, like the probes. In
 * a deployment only with METRICS_TOKEN (as a bearer token), otherwise not at
 * all; on the embedded defaults without one.
 */

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  /** A request answered (or given up): its route pattern, method, status and seconds taken. */
  observe(route: string, method: string, status: number | "aborted", seconds: number): void;
  /** The page cache, once there is one, for its counts. */
  watchPageCache(cache: PageCache): void;
  /** Answers GET /metrics (true), or leaves the request alone (false). */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(options: {
  /** Required as `Authorization: Bearer …` when set. */
  token: string | undefined;
  /** A deployment without a token has no /metrics at all. */
  deployment: boolean;
  pool?: () => PoolStats | null;
  /** The mail queue's messages waiting and given up (a query: asked only when /metrics is read). */
  mail?: () => Promise<{ waiting: number; failed: number }>;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "portal_http_requests_total",
    help: "Requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by route pattern and method",
    labelNames: ["route", "method"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let pageCache: PageCache | undefined;
  const cacheCount = (name: string, help: string, read: (cache: PageCache) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        if (pageCache) this.inc(read(pageCache));
      },
    });
  cacheCount(
    "portal_page_cache_hits_total",
    "Anonymous pages answered from the page cache",
    (c) => c.stats.hits,
  );
  cacheCount(
    "portal_page_cache_misses_total",
    "Anonymous pages rendered to fill the page cache",
    (c) => c.stats.misses,
  );
  cacheCount(
    "portal_page_cache_bypasses_total",
    "Pages rendered for someone signed in (never from the cache)",
    (c) => c.stats.bypasses,
  );
  new Gauge({
    name: "portal_page_cache_bytes",
    help: "Memory the page cache's entries take, every encoding counted",
    registers: [registry],
    collect() {
      this.set(pageCache?.stats.bytes ?? 0);
    },
  });
  if (options.pool) {
    const read = options.pool;
    new Gauge({
      name: "portal_db_pool_connections",
      help: "The PostgreSQL pool's connections, by state (idle, busy) and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = read();
        if (!stats) return;
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "busy" }, stats.total - stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  if (options.mail) {
    const read = options.mail;
    new Gauge({
      name: "portal_mail_queue_messages",
      help: "The mail queue's messages by status: waiting to be sent (retried with back-off), failed (given up)",
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        // The database away: the gauge keeps its last values rather than failing the scrape.
        const counts = await read().catch(() => undefined);
        if (!counts) return;
        this.set({ status: "waiting" }, counts.waiting);
        this.set({ status: "failed" }, counts.failed);
      },
    });
  }

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const allowed = (req: IncomingMessage) => {
    if (!expected) return !options.deployment;
    const given = Buffer.from(req.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    observe(route, method, status, seconds) {
      const verb = METHODS.has(method) ? method : "OTHER";
      requests.inc({ route, method: verb, status: String(status) });
      durations.observe({ route, method: verb }, seconds);
    },
    watchPageCache(cache) {
      pageCache = cache;
    },
    serve(req, res) {
      if ((req.url ?? "").split("?", 1)[0] !== "/metrics") return false;
      const headers = { "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" };
      if (!allowed(req)) {
        // Not there, as far as anyone without the token can tell.
        res.writeHead(404, headers).end("Not found.");
        return true;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { ...headers, allow: "GET, HEAD" }).end("Use GET.");
        return true;
      }
      void registry.metrics().then(
        (text) => {
          res.writeHead(200, { ...headers, "content-type": registry.contentType });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        () => res.writeHead(503, headers).end("The metrics could not be gathered."),
      );
      return true;
    },
  };
}
