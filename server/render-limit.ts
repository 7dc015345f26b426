// A few renders at once (decision 0029): more cost memory and finish no sooner on the same cores.
import type { RequestHandler } from "express";
import { createLimiter } from "./task-limiter.ts";

export interface RenderLimitOptions {
  concurrency: number;
  maxQueue: number;
  busyPage: string;
}

class QueueFull extends Error {}

export function renderLimit(options: RenderLimitOptions): RequestHandler & {
  readonly active: number;
  readonly waiting: number;
} {
  const limiter = createLimiter({ ...options, busy: () => new QueueFull() });
  const handler: RequestHandler = (_req, res, next) => {
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    // Held until the last byte has left: the render's memory lives that long.
    const render = () =>
      new Promise<void>((resolve) => {
        res.once("finish", resolve);
        res.once("close", resolve);
        next();
      });
    limiter.run(render, gone.signal).catch((error: unknown) => {
      if (!(error instanceof QueueFull)) return; // the visitor left while waiting
      res.status(503).set("Retry-After", "5").type("html").send(options.busyPage);
    });
  };
  return Object.defineProperties(handler, {
    active: { get: () => limiter.active },
    waiting: { get: () => limiter.waiting },
  }) as RequestHandler & { readonly active: number; readonly waiting: number };
}
