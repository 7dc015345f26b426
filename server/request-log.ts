import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import pino, { type Logger } from "pino";
import { routeEntryForPath } from "../app/route-lookup.ts";
import { isFill } from "./page-cache.ts";

// A line's fields are chosen, never copied: the route's pattern, not the path, whose query may
// hold an address or a reset link; never a token, a password, a code, a cookie or a body.

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export function createLogger(options: { level: LogLevel; readable: boolean }): Logger {
  const settings = {
    level: options.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (options.readable) {
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
    return pino(
      settings,
      pretty({ colorize: true, ignore: "req_id", translateTime: "SYS:HH:MM:ss" }),
    );
  }
  // Written in the background: a request's answer never waits for its log line.
  return pino(settings, pino.destination({ dest: 1, sync: false }));
}

export interface RequestLogFields {
  user?: string;
}

const fieldsOfResponse = new WeakMap<ServerResponse, RequestLogFields>();

export function requestLogFieldsOf(res: ServerResponse): RequestLogFields {
  let fields = fieldsOfResponse.get(res);
  if (!fields) {
    fields = {};
    fieldsOfResponse.set(res, fields);
  }
  return fields;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Not visits: logged at debug, never counted. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

const NAMED = new Set([
  "/session",
  "/logout",
  "/login-panel",
  "/sitemap.xml",
  "/robots.txt",
  "/rss.xml",
]);

const routes = new Map<string, string>();

function routeOf(pathname: string): string {
  // Long paths are never a page's: matched, not remembered.
  if (pathname.length > 200) return patternOf(pathname);
  const known = routes.get(pathname);
  if (known !== undefined) return known;
  const route = patternOf(pathname);
  // Bounded: a flood of new paths only costs the match.
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

/** The page cache's own fills are not told. */
export type RequestObserver = (
  route: string,
  method: string,
  status: number | "aborted",
  seconds: number,
) => void;

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
  // A fill is a miss, not a visit.
  const fill = isFill(req);
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
