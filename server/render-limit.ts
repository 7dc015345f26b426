/**
 * At most a few page renders at once; the rest wait their turn in order
 * (decision 0029). A render holds its React tree, its HTML and a compression
 * stream in memory until its last byte leaves: a hundred at once cost most
 * of a gigabyte and finish no sooner, since they share the same cores. A
 * queue longer than `maxQueue` answers 503 with Retry-After, never a 500.
 */
import type { RequestHandler } from "express";

export interface RenderLimitOptions {
  concurrency: number;
  maxQueue: number;
  /** The page for a full queue. */
  busyPage: string;
}

export function renderLimit(options: RenderLimitOptions): RequestHandler & {
  readonly active: number;
  readonly waiting: number;
} {
  let active = 0;
  const queue: (() => void)[] = [];

  const handler: RequestHandler = (_req, res, next) => {
    const start = () => {
      active += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active -= 1;
        queue.shift()?.();
      };
      res.once("finish", release);
      res.once("close", release);
      next();
    };
    if (active < options.concurrency) return start();
    if (queue.length >= options.maxQueue) {
      res.status(503).set("Retry-After", "5").type("html").send(options.busyPage);
      return;
    }
    queue.push(start);
    // A visitor who gave up waiting leaves the queue.
    res.once("close", () => {
      const index = queue.indexOf(start);
      if (index !== -1) queue.splice(index, 1);
    });
  };
  return Object.defineProperties(handler, {
    active: { get: () => active },
    waiting: { get: () => queue.length },
  }) as RequestHandler & { readonly active: number; readonly waiting: number };
}
