import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import pino, { type Logger } from "pino";
import { routeEntryForPath } from "../app/route-lookup.ts";
import { FILL_HEADER } from "./page-cache.ts";

/**
 * One log line per request: JSON for a deployment's collector,
 * readable lines in development. What a line holds is chosen, never copied
 * from the request: the route's pattern (never the path or its query, where
 * an address or a reset link could be), the method, the status, the time
 * taken, a request id and the member's id. Never a token, a password, a code,
 * a cookie or a body. The probes are logged at debug level only.
 */

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export function createLogger(options: { level: LogLevel; readable: boolean }): Logger {
  const settings = {
    level: options.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (options.readable) {
    // Loaded only for a terminal: a deployment's server never carries the formatter.
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
    return pino(
      settings,
      pretty({ colorize: true, ignore: "req_id", translateTime: "SYS:HH:MM:ss" }),
    );
  }
  // Written in the background: a request's answer never waits for its log line.
  return pino(settings, pino.destination({ dest: 1, sync: false }));
}

/** What the application adds to its request's line (the member, once the session is read). */
export interface RequestLogFields {
  user?: string;
}

const fieldsOfResponse = new WeakMap<ServerResponse, RequestLogFields>();

/** The fields the application fills in for this response's line (the host hands them over). */
export function requestLogFieldsOf(res: ServerResponse): RequestLogFields {
  let fields = fieldsOfResponse.get(res);
  if (!fields) {
    fields = {};
    fieldsOfResponse.set(res, fields);
  }
  return fields;
}

/** A request id a client or a proxy sent, if it is a plain one; else ours. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Asked by the platform, not visits: logged at debug, never counted in the metrics. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

/** Resource routes and files outside the route table, by their own name. */
const NAMED = new Set([
  "/session",
  "/logout",
  "/login-panel",
  "/sitemap.xml",
  "/robots.txt",
  "/rss.xml",
]);

/** Paths seen, and their route's pattern. */
const routes = new Map<string, string>();

/** The route's pattern, never the path: "/blog-details/:slug", "/service/*", "/assets/*". */
function routeOf(pathname: string): string {
  // Long paths are never a page's: matched, not remembered.
  if (pathname.length > 200) return patternOf(pathname);
  const known = routes.get(pathname);
  if (known !== undefined) return known;
  const route = patternOf(pathname);
  // Paths seen, remembered (bounded: a flood of new ones only costs the match).
  if (routes.size >= 2000) routes.clear();
  routes.set(pathname, route);
  return route;
}

function patternOf(pathname: string): string {
  const entry = routeEntryForPath(pathname);
  if (entry) return entry.path;
  if (PROBES.has(pathname)) return pathname;
  const first = /^\/[A-Za-z0-9_-]{1,32}\//.exec(pathname)?.[0];
  if (first === "/service/" || first === "/assets/" || first === "/images/") return `${first}*`;
  return NAMED.has(pathname) ? pathname : "(other)";
}

/** What else is told of each answered request (the metrics); the page cache's own fills are not. */
export type RequestObserver = (
  route: string,
  method: string,
  status: number | "aborted",
  seconds: number,
) => void;

/** Starts a request's line: its id (sent back as X-Request-Id) and, once answered, the line. */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  observe?: RequestObserver,
): void {
  const started = process.hrtime.bigint();
  const sent = req.headers["x-request-id"];
  const id = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
  res.setHeader("x-request-id", id);
  const pathname = (req.url ?? "/").split("?", 1)[0] as string;
  // The page cache rendering a page through the host: its own line says so, and it is a miss, not a visit.
  const fill = req.headers[FILL_HEADER] !== undefined;
  const write = (aborted: boolean) => {
    const route = routeOf(pathname);
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    const method = req.method ?? "GET";
    if (!fill && !PROBES.has(route)) {
      observe?.(route, method, aborted ? "aborted" : res.statusCode, ms / 1000);
    }
    const level = PROBES.has(route) ? "debug" : res.statusCode >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level]({
      req_id: id,
      method,
      route,
      status: aborted ? undefined : res.statusCode,
      aborted: aborted || undefined,
      fill: fill || undefined,
      ms,
      user: fieldsOfResponse.get(res)?.user,
    });
  };
  res.once("finish", () => write(false));
  res.once("close", () => {
    if (!res.writableFinished) write(true);
  });
}
