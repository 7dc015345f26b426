import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { PREVIEW_ANSWER_HEADER } from "../app/request-context.ts";
import { CONTENT_TAGS_HEADER, contentTagsHeader } from "./cached-page.ts";
import { allowStudioFrame } from "./preview-frame.ts";
import { siteOrigin } from "./site-origin.ts";

/**
 * React Router behind Express, with the request's URL on the site's origin
 * (`siteOrigin`). React Router's express adapter builds it from the host name
 * of X-Forwarded-Host but the port of Host when the forwarded one has none
 * (https://portal.example:3000), so its own origin check refused every form
 * behind a proxy that sends X-Forwarded-Host, with a bare "Bad Request".
 */
export interface RenderHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  siteUrl: string | undefined;
  /** frame-ancestors of an editor's preview (the site and the studio; preview-frame.ts). */
  previewFrameAncestors: string;
  getLoadContext(req: ExpressRequest, res: Response): Promise<RouterContextProvider>;
}

function toFetchRequest(req: ExpressRequest, res: Response, siteUrl: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(`${siteOrigin(req, siteUrl)}${req.originalUrl}`, init);
}

async function send(
  res: Response,
  answer: globalThis.Response,
  previewFrameAncestors: string,
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) {
    if (name !== PREVIEW_ANSWER_HEADER) res.append(name, value);
  }
  if (answer.headers.has(PREVIEW_ANSWER_HEADER)) allowStudioFrame(res, previewFrameAncestors);
  if (/text\/event-stream/i.test(answer.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!answer.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(answer.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

export function renderHandler(options: RenderHandlerOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const context = await options.getLoadContext(req, res);
      const answer = await handle(toFetchRequest(req, res, options.siteUrl), context);
      // Set on a page cache's fill (http.ts): the page's tags, complete once it is rendered.
      const tags: unknown = res.locals.contentTags;
      if (tags instanceof Set) res.setHeader(CONTENT_TAGS_HEADER, contentTagsHeader(tags));
      await send(res, answer, options.previewFrameAncestors);
    } catch (error) {
      next(error);
    }
  };
}
