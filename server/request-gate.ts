import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import {
  CATALOGUE_FORM_LIMIT,
  CATALOGUE_FORM_PATH,
  DOCUMENT_UPLOAD_LIMIT,
  SERVICE_BODY_LIMIT,
  SITE_FORM_LIMIT,
  UPLOAD_PATH,
  WEBHOOK_BODY_LIMIT,
} from "#contract/limits.ts";
import { siteOrigin } from "./site-origin.ts";

/**
 * The one gate every request passes before any route, action or service call
 * (decision 0025): well-formed request lines, allowed methods, accepted body
 * types, bodies sized before they are read, and (decision 0026) the origin of
 * every state-changing request to the site. What it refuses gets a 4xx with
 * words a person can act on: the site's plain page, or DRF's `{"detail": …}`
 * under /service/. Never a stack trace, never a file path.
 */

/** Methods the site's pages and actions answer. PUT, PATCH and DELETE never run a POST action. */
export const SITE_METHODS = ["GET", "HEAD", "POST"] as const;
/** Methods the service API's router knows; it answers 405 with `Allow` per path itself. */
export const SERVICE_METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
] as const;

/** Body types a site action reads: what an HTML form sends. */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** Body limits live in the contract (contract/limits.ts); the gate applies them first. */
export const SITE_BODY_LIMIT = SITE_FORM_LIMIT;
/** A refused body up to this size is read and dropped, so the connection stays usable. */
export const DRAIN_LIMIT = 1024 * 1024;

/** Exempt from the origin check: it proves its sender by its signature (and refuses replays). */
const WEBHOOK_PATH = "/webhooks/content";

export interface GateOptions {
  /** The site's public origin (SITE_URL); absent, the request's own scheme and host. */
  siteUrl?: string;
  /** The page a refusal shows on the site. */
  page: (title: string, text: string) => string;
}

type Area = "service" | "webhook" | "site";

/** Requests whose `Expect: 100-continue` was not answered with 100: their bodies never come. */
const withheld = new WeakSet<IncomingMessage>();

/** The largest body a path takes. */
export function bodyLimitFor(path: string): number {
  // Staff upload pictures and course documents: those two places take files (issue #13).
  if (path.startsWith(UPLOAD_PATH)) return DOCUMENT_UPLOAD_LIMIT;
  if (path === CATALOGUE_FORM_PATH || path.startsWith(`${CATALOGUE_FORM_PATH}/`)) {
    return CATALOGUE_FORM_LIMIT;
  }
  const area = areaOf(path);
  return area === "service"
    ? SERVICE_BODY_LIMIT
    : area === "webhook"
      ? WEBHOOK_BODY_LIMIT
      : SITE_BODY_LIMIT;
}

function areaOf(path: string): Area {
  if (path.startsWith("/service/")) return "service";
  if (path === WEBHOOK_PATH) return "webhook";
  return "site";
}

const isSafe = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/** The media type of a request, lower-cased, without parameters ("" when none). */
export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Whether a request carries a body at all (a declared length above 0, or chunks). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/** The declared length: a number, null when none, NaN when it is not a length. */
function declaredLength(req: IncomingMessage): number | null {
  const length = req.headers["content-length"];
  if (length === undefined) return null;
  return /^\d{1,16}$/.test(length) ? Number(length) : Number.NaN;
}

function refuse(
  req: Request,
  res: Response,
  area: Area,
  status: number,
  title: string,
  text: string,
  options: GateOptions,
  headers: Record<string, string> = {},
) {
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  // The gate answers before helmet runs: its pages carry their own strict headers.
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const body =
    area === "site" ? options.page(title, text) : JSON.stringify({ detail: `${title}: ${text}` });
  res.type(area === "site" ? "html" : "json");
  finishRefusal(req, res, body);
}

/**
 * Sends a refusal at once, before any of the body is read. A small body (up to
 * DRAIN_LIMIT) is then read and dropped, so the keep-alive connection serves
 * the client's next request; a large or endless one gets `Connection: close`,
 * and the socket ends once the answer is out.
 */
function finishRefusal(req: Request, res: Response, body: string) {
  const length = declaredLength(req);
  // A client told not to continue (no 100 Continue) never sends its body: nothing to drain.
  const drainable =
    length !== null && !Number.isNaN(length) && length <= DRAIN_LIMIT && !withheld.has(req);
  if (hasBody(req) && !drainable) {
    res.setHeader("Connection", "close");
    res.once("finish", () => req.socket.destroySoon());
  }
  res.send(body);
  if (drainable) req.resume();
}

/** A Host header that is exactly a host name or address, with an optional port in range. */
export function validHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  try {
    const url = new URL(`http://${host}`);
    const port = url.port === "" ? "" : `:${url.port}`;
    return `${url.hostname}${port}` === host.toLowerCase().replace(/:80$/, "");
  } catch {
    return false;
  }
}

/**
 * X-Forwarded-Proto and -Host, when present, as proxies write them: every
 * value of the list http or https (any case), and a host[:port]. Express takes
 * the first value, React Router's adapter the port after the whole header's
 * first colon, and both build the request's URL from them: anything else
 * would be a 500 wherever that URL is made.
 */
export function validForwarded(headers: IncomingHttpHeaders): boolean {
  const values = (value: string | string[] | undefined) =>
    value === undefined
      ? []
      : String(value)
          .split(",")
          .map((part) => part.trim());
  const protocols = values(headers["x-forwarded-proto"]);
  if (protocols.some((proto) => !/^https?$/i.test(proto) && proto !== "")) return false;
  const hosts = values(headers["x-forwarded-host"]);
  if (hosts.length > 1 && hosts.some((host) => host.includes(":"))) return false;
  return hosts.every((host) => host === "" || validHost(host));
}

/** HTTP/1.x and an origin-form target ("/path?query"), the only requests we answer. */
function speaksOurHttp(versionMajor: number, target: string): boolean {
  return versionMajor === 1 && target.startsWith("/") && !target.startsWith("//");
}

const validHosts = new Set<string>();

/**
 * The gate's checks for a bodiless GET or HEAD, for the fast paths that answer
 * before Express (the page cache, app/me/): HTTP/1.x, an origin-form target,
 * a valid Host, no body and no Expect. Anything else goes through the gate.
 */
export function passesGateForFastPath(req: IncomingMessage): boolean {
  const { method, url = "", headers } = req;
  if (method !== "GET" && method !== "HEAD") return false;
  if (!speaksOurHttp(req.httpVersionMajor, url)) return false;
  if (headers.expect !== undefined) return false;
  if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) {
    return false;
  }
  if (!validForwarded(headers)) return false;
  const host = headers.host ?? "";
  if (validHosts.has(host)) return true;
  if (!validHost(host)) return false;
  // Hosts seen valid, remembered (bounded: a flood of new names only costs the parse).
  if (validHosts.size >= 1000) validHosts.clear();
  validHosts.add(host);
  return true;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Was this state-changing request sent by a page of this site? `Origin` first
 * (every current browser sends it on a POST); without it `Sec-Fetch-Site`;
 * without both the `Referer`. A request with none of the three is refused: no
 * browser sends such a POST, and the site has no clients other than browsers.
 */
export function sameOrigin(req: Request, options: GateOptions): boolean {
  const expected = siteOrigin(req, options.siteUrl);
  const origin = req.get("origin");
  // Compared as sent: a browser sends exactly scheme://host[:port]; userinfo ("evil@host"), a path
  // or a trailing slash is no browser's Origin, so it is refused rather than parsed into a match.
  if (origin !== undefined) return origin.toLowerCase() === expected.toLowerCase();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const referer = req.get("referer");
  if (referer !== undefined) return originOf(referer) === expected;
  return false;
}

/**
 * A route may answer before reading the body it was sent (a guard's redirect,
 * a refusal). The body reader React Router attached then holds the rest of
 * the body unread, so the keep-alive connection cannot go on to the client's
 * next request, which then fails. Once the answer is out, whatever is left of
 * the body (bounded by the gate's size check) is read and dropped.
 */
function drainAfterAnswer(req: Request, res: Response) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data");
    // A chunked body has no declared size: past the drain limit the connection is not worth keeping.
    let drained = 0;
    req.on("data", (chunk: Buffer) => {
      drained += chunk.byteLength;
      if (drained > DRAIN_LIMIT) req.socket.destroy();
    });
    req.resume();
  });
}

export function requestGate(options: GateOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasBody(req)) drainAfterAnswer(req, res);
    const target = req.originalUrl;
    const area = areaOf(req.path);

    // What no request of ours looks like, a 400 that closes the connection: a request line not
    // HTTP/1.x or not origin-form ("http://evil.example/", "*"); a Host, or a forwarded protocol or
    // host, from which no URL can be built (a 500 wherever one were made of it).
    const malformed = !speaksOurHttp(req.httpVersionMajor, target)
      ? "This request could not be understood."
      : !validHost(req.headers.host)
        ? "The request's Host header is not valid."
        : !validForwarded(req.headers)
          ? "The request's X-Forwarded-Proto or X-Forwarded-Host header is not valid."
          : undefined;
    if (malformed) {
      return refuse(req, res, "site", 400, "Bad request", malformed, options, {
        Connection: "close",
      });
    }

    const allowed: readonly string[] = area === "service" ? SERVICE_METHODS : SITE_METHODS;
    if (!allowed.includes(req.method)) {
      return refuse(
        req,
        res,
        area,
        405,
        "Method not allowed",
        `This address answers ${allowed.join(", ")}; ${req.method.slice(0, 20)} is not one of them.`,
        options,
        { Allow: allowed.join(", ") },
      );
    }

    const length = declaredLength(req);
    if (Number.isNaN(length)) {
      return refuse(
        req,
        res,
        area,
        400,
        "Bad request",
        "The request's Content-Length is not a length.",
        options,
        {
          Connection: "close",
        },
      );
    }
    const limit = bodyLimitFor(req.path);
    if (length !== null && length > limit) {
      return refuse(
        req,
        res,
        area,
        413,
        "Too large",
        `What was sent is larger than this address accepts (${Math.round(limit / 1024)} KB at most).`,
        options,
      );
    }

    if (area === "site" && !isSafe(req.method)) {
      if (!sameOrigin(req, options)) {
        // A line to find a proxy that rewrites the origin (or a hostile page); no stack, bounded.
        console.warn(
          `Refused a form sent from another origin: ${String(req.get("origin") ?? req.get("referer") ?? "none").slice(0, 200)}, the site is ${siteOrigin(req, options.siteUrl)}`,
        );
        return refuse(
          req,
          res,
          area,
          403,
          "Not allowed",
          "This form was sent from another site, so it was not accepted. Open the page on this site and send it again.",
          options,
        );
      }
      const type = mediaType(req);
      if (hasBody(req) && !(FORM_TYPES as readonly string[]).includes(type)) {
        return refuse(
          req,
          res,
          area,
          415,
          "Unsupported form",
          `Forms on this site are sent as ${FORM_TYPES.join(" or ")}${type ? `, not ${type.slice(0, 80)}` : ""}.`,
          options,
        );
      }
    }
    if (
      area === "webhook" &&
      req.method === "POST" &&
      hasBody(req) &&
      mediaType(req) !== "application/json"
    ) {
      return refuse(
        req,
        res,
        area,
        415,
        "Unsupported media type",
        "The publish webhook sends application/json.",
        options,
      );
    }
    next();
  };
}

const RAW_BAD_REQUEST =
  "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 55\r\n\r\nThis request could not be understood. Please try again.";
const RAW_CONNECT =
  "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 38\r\n\r\nThis server is not a proxy: no CONNECT";

/**
 * What Node answers before Express sees a request: a request line or header
 * its parser refuses (HTTP/0.9, a Content-Length beyond any number, stray
 * bytes) gets a readable 400; CONNECT (not a proxy) a 405.
 */
export function hardenServer(server: import("node:http").Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(RAW_BAD_REQUEST);
  });
  server.on("connect", (_req, socket) => {
    socket.end(RAW_CONNECT);
  });
  // `Expect: 100-continue`: invite the body only when its declared size is one we take; otherwise
  // the gate's 413 comes first and the client never sends it.
  server.on("checkContinue", (req, res) => {
    const length = Number(req.headers["content-length"]);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (Number.isFinite(length) && length > bodyLimitFor(path)) withheld.add(req);
    else res.writeContinue();
    server.emit("request", req, res);
  });
}
