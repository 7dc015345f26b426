import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";

/**
 * Bodies the gate refuses or a route leaves unread: read and dropped when
 * small, so the keep-alive connection serves the client's next request; a
 * large or endless one closes the connection once the answer is out.
 */

/** A refused body up to this size is read and dropped, so the connection stays usable. */
const DRAIN_LIMIT = 1024 * 1024;

/** Requests whose `Expect: 100-continue` was not answered with 100: their bodies never come. */
const withheld = new WeakSet<IncomingMessage>();

/** Marks a request whose client was told not to send its body (no 100 Continue). */
export function withholdBody(req: IncomingMessage): void {
  withheld.add(req);
}

/** Whether a request carries a body at all (a declared length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/** The declared length: a number, null when none, NaN when it is not a length. */
export function declaredLength(req: IncomingMessage): number | null {
  const length = req.headers["content-length"];
  if (length === undefined) return null;
  return /^\d{1,16}$/.test(length) ? Number(length) : Number.NaN;
}

/**
 * Sends a refusal at once, before any of the body is read. A small body (up to
 * DRAIN_LIMIT) is then read and dropped, so the keep-alive connection serves
 * the client's next request; a large or endless one gets `Connection: close`,
 * and the socket ends once the answer is out.
 */
export function finishRefusal(req: Request, res: Response, body: string) {
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

/**
 * A route may answer before reading the body it was sent (a guard's redirect,
 * a refusal). The body reader React Router attached then holds the rest of
 * the body unread, so the keep-alive connection cannot go on to the client's
 * next request, which then fails. Once the answer is out, whatever is left of
 * the body (bounded by the gate's size check) is read and dropped.
 */
export function drainAfterAnswer(req: Request, res: Response) {
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
