import type { IncomingMessage } from "node:http";
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
import { CONTENT_WEBHOOK_PATH } from "../app/route-table.ts";
import { declaredLength, dropRestAfterAnswer, finishRefusal, hasBody } from "./request-body.ts";
import { speaksOurHttp, validForwarded, validHost } from "./request-shape.ts";
import { sameOrigin, siteOrigin } from "./site-origin.ts";

/** For warnings a client can cause at will. */
function oncePerSecond() {
  let last = 0;
  let left = 0;
  return {
    warn(line: string) {
      const now = Date.now();
      if (now - last < 1000) {
        left += 1;
        return;
      }
      console.warn(left > 0 ? `${line} (and ${left} more in the last second)` : line);
      last = now;
      left = 0;
    },
  };
}

const refusedOrigins = oncePerSecond();

// The gate before any route (decisions 0025, 0026): refusals are a 4xx with words, never a trace.

/** PUT, PATCH and DELETE would otherwise run a POST action. */
const SITE_METHODS = ["GET", "HEAD", "POST"] as const;
/** The service's router answers 405 with `Allow` per path itself. */
const SERVICE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const SITE_BODY_LIMIT = SITE_FORM_LIMIT;

export interface GateOptions {
  /** Absent: the request's own scheme and host. */
  siteUrl?: string;
  page: (title: string, text: string) => string;
}

type Area = "service" | "webhook" | "site";

export function bodyLimitFor(path: string): number {
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

/** The publish webhook skips the origin check: it proves its sender by its signature. */
function areaOf(path: string): Area {
  if (path.startsWith("/service/")) return "service";
  if (path === CONTENT_WEBHOOK_PATH) return "webhook";
  return "site";
}

const isSafe = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
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

export function requestGate(options: GateOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasBody(req)) dropRestAfterAnswer(req, res);
    const target = req.originalUrl;
    const area = areaOf(req.path);

    // No URL can be built from these: a 500 wherever one were made of it.
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
      if (!sameOrigin(req, options.siteUrl)) {
        // To find a proxy that rewrites the origin; rate-limited so it cannot flood the log.
        refusedOrigins.warn(
          `Refused a form sent from another origin: ${String(req.get("origin") ?? req.get("referer") ?? "no Origin or Referer").slice(0, 200)}, the site is ${siteOrigin(req, options.siteUrl)}`,
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
