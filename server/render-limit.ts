/**
 * At most a few page renders at once; the rest wait their turn in order
 * (decision 0029). A render holds its React tree, its HTML and a compression
 * stream in memory until its last byte leaves: a hundred at once cost most
 * of a gigabyte and finish no sooner, since they share the same cores. A
 * queue longer than `maxQueue` answers 503 with Retry-After, never a 500; a
 * visitor who leaves while waiting leaves the queue.
 */
import type { RequestHandler } from "express";
import { createLimiter } from "./task-limiter.ts";

export interface RenderLimitOptions {
  concurrency: number;
  maxQueue: number;
  /** The page for a full queue. */
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
    // The slot is held until the answer's last byte has left (or the connection closed).
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
