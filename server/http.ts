import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { type createContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppSettings, ContentTagRecorder, ServiceTransport } from "../app/request-context.ts";
import type { Service } from "../service/index.ts";
import {
  sendWebResponse,
  type TrustedProxies,
  toWebRequest,
  trustedProxies,
} from "../service/index.ts";
import { clientPlace } from "./client-place.ts";
import { CONTENT_IMAGES_PATH, type ContentImages, createContentImages } from "./content-images.ts";
import { isFill } from "./page-cache.ts";
import { previewFrameAncestors } from "./preview-frame.ts";
import { renderHandler } from "./render-handler.ts";
import { renderLimit } from "./render-limit.ts";
import { requestGate } from "./request-gate.ts";
import { type RequestLogFields, requestLogFieldsOf } from "./request-log.ts";
import { siteOrigin } from "./site-origin.ts";

const RENDER_CONCURRENCY = 8;
const RENDER_QUEUE = 500;

const MAX_URL_LENGTH = 4096;

interface EntryExports {
  cspNonceContext?: ReturnType<typeof createContext<string>>;
  serviceTransportContext?: ReturnType<typeof createContext<ServiceTransport | null>>;
  appSettingsContext?: ReturnType<typeof createContext<AppSettings | null>>;
  clientAddressContext?: ReturnType<typeof createContext<string>>;
  clientPlaceContext?: ReturnType<typeof createContext<string>>;
  requestLogContext?: ReturnType<typeof createContext<RequestLogFields | null>>;
  contentTagsContext?: ReturnType<typeof createContext<ContentTagRecorder | null>>;
}

export interface HttpAppOptions {
  /** A function in development: loaded for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  viteMiddleware?: RequestHandler;
  mode: "development" | "production" | "test";
  /** Absent when SERVICE_API_URL is set. */
  service?: Service;
  serviceTransport?: ServiceTransport;
  /** Its images are allowed. */
  serviceApiUrl?: string;
  appSettings: AppSettings;
  /** The embedded image route; absent, one on content/images. */
  contentImages?: ContentImages;
  proxies?: TrustedProxies;
  /** PLACE_HEADER: believed only from a trusted proxy, like X-Forwarded-For. */
  placeHeader?: string;
}

export function serveServiceApi(service: Service): RequestHandler {
  return (req, res, next) => {
    const request = toWebRequest(req, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    service
      .handle(request, {
        clientAddress: req.ip ?? "unknown",
        peerAddress: req.socket.remoteAddress,
        // Express reads X-Forwarded-Proto and -Host from trusted proxies only (decision 0043).
        siteOrigin: siteOrigin(req, undefined),
      })
      .then((response) => sendWebResponse(response, res))
      .catch(next);
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** For answers given before the app renders. */
export function plainPage(rawTitle: string, rawText: string): string {
  const title = escapeHtml(rawTitle);
  const text = escapeHtml(rawText);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#17202a"><h1>${title}</h1><p>${text}</p><p><a href="/" style="color:#0d4f4b">Go to the home page</a></p></body></html>`;
}

const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  let problem: string | undefined;
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    problem = "This address is too long. Please check the link you followed.";
  } else {
    try {
      decodeURIComponent(req.path);
    } catch {
      problem = "This address is not valid. Please check the link you followed.";
    }
  }
  if (!problem) return next();
  res.status(400).type("html").send(plainPage("Bad request", problem));
};

const setCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** The Django backend answers its images as absolute URLs on its own host. */
export function imageSources(serviceApiUrl?: string): string[] {
  const sources = ["'self'", "data:", "https://cdn.sanity.io"];
  if (serviceApiUrl) sources.push(new URL(serviceApiUrl).origin);
  return sources;
}

function securityHeaders(mode: HttpAppOptions["mode"], serviceApiUrl?: string): RequestHandler {
  if (mode === "development") {
    // Vite's dev server injects inline scripts and a websocket; only the basics here.
    return helmet({ contentSecurityPolicy: false });
  }
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources(serviceApiUrl),
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // "no-referrer" sends `Origin: null` with form posts, which React Router's CSRF check refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

const handleErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status =
    typeof error?.status === "number" && error.status >= 400 && error.status < 600
      ? error.status
      : 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return next(error);
  res
    .status(status)
    .type("html")
    .send(
      status >= 500
        ? plainPage("Something went wrong", "Please try again in a moment.")
        : plainPage("Bad request", "This request could not be understood."),
    );
};

export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  const proxies = options.proxies ?? trustedProxies();
  app.disable("x-powered-by");
  app.set("trust proxy", proxies.trust);
  app.use(requestGate({ siteUrl: options.appSettings.content?.siteUrl, page: plainPage }));
  app.use(rejectMalformedUrls);
  app.use(
    compression({
      // 256 KB covers the largest page; Brotli's 4 MB default costs native memory per render.
      brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  app.use(setCspNonce);
  app.use(securityHeaders(options.mode, options.serviceApiUrl));

  if (options.service) {
    // Only paths under /service/: "/service" itself is the spec's Services page.
    const api = serveServiceApi(options.service);
    app.use((req, res, next) => {
      if (!req.path.startsWith("/service/")) return next();
      req.url = req.url.slice("/service".length);
      api(req, res, next);
    });
  }

  app.use(
    CONTENT_IMAGES_PATH,
    (options.contentImages ?? createContentImages({ dir: path.resolve("content/images") })).router,
  );

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else if (options.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }),
      // A missing asset is a plain 404, not an HTML page the browser would try to run.
      (_req, res) => res.status(404).type("text").send("Not found"),
    );
    // Known at start, so a page's path costs no file-system lookup.
    const entries = readdirSync(options.clientDir, { withFileTypes: true });
    const publicFiles = new Set(entries.filter((e) => e.isFile()).map((e) => `/${e.name}`));
    const publicFolders = entries.filter((e) => e.isDirectory()).map((e) => `/${e.name}/`);
    const isPublic = (path: string) =>
      publicFiles.has(path) || publicFolders.some((folder) => path.startsWith(folder));
    const serveFile = express.static(options.clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (isPublic(req.path) ? serveFile(req, res, next) : next()));
  }

  const build = options.build;
  app.all(
    "/{*path}",
    renderLimit({
      concurrency: RENDER_CONCURRENCY,
      maxQueue: RENDER_QUEUE,
      busyPage: plainPage(
        "The site is busy",
        "Too many people are loading pages right now. Please try again in a few seconds.",
      ),
    }),
    renderHandler({
      build,
      mode: options.mode,
      siteUrl: options.appSettings.content?.siteUrl,
      previewFrameAncestors: previewFrameAncestors(options.appSettings.content?.studioUrl),
      async getLoadContext(req, res) {
        const serverBuild = typeof build === "function" ? await build() : build;
        const context = new RouterContextProvider();
        const entry = serverBuild.entry.module as EntryExports;
        if (entry.cspNonceContext)
          context.set(entry.cspNonceContext, res.locals.cspNonce as string);
        if (entry.serviceTransportContext && options.serviceTransport) {
          context.set(entry.serviceTransportContext, options.serviceTransport);
        }
        if (entry.appSettingsContext) context.set(entry.appSettingsContext, options.appSettings);
        if (entry.clientAddressContext)
          context.set(entry.clientAddressContext, req.ip ?? "unknown");
        if (entry.clientPlaceContext) {
          context.set(entry.clientPlaceContext, clientPlace(req, options.placeHeader, proxies));
        }
        if (entry.requestLogContext) context.set(entry.requestLogContext, requestLogFieldsOf(res));
        if (entry.contentTagsContext && isFill(req)) {
          const tags = new Set<string>();
          res.locals.contentTags = tags;
          context.set(entry.contentTagsContext, {
            add(more) {
              for (const tag of more) tags.add(tag);
            },
          });
        }
        return context;
      },
    }),
  );
  app.use(handleErrors);
  return app;
}
