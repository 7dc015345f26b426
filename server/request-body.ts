import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import { REFUSED_BODY_LINGER_BYTES, REFUSED_BODY_LINGER_MS } from "#contract/limits.ts";

/**
 * Bodies the gate refuses or a route leaves unread: the answer goes out at once, then the rest is
 * read and dropped within the linger bounds, so the client reads the answer and the keep-alive
 * connection goes on. A body declared larger gets `Connection: close`; one that outgrows them is cut off.
 */

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

/** Sends a refusal at once, before any of the body is read; then drops the body, bounded. */
export function finishRefusal(req: Request, res: Response, body: string) {
  const length = declaredLength(req);
  // A client told not to continue (no 100 Continue) never sends its body: nothing to read on.
  const pastLinger =
    withheld.has(req) ||
    (length !== null && (Number.isNaN(length) || length > REFUSED_BODY_LINGER_BYTES));
  if (hasBody(req) && pastLinger) {
    res.setHeader("Connection", "close");
    res.once("finish", () => req.socket.destroySoon());
    res.send(body);
    return;
  }
  res.send(body);
  discardRest(req);
}

/**
 * A route that answers before reading its body (a guard's redirect) leaves the rest unread under
 * React Router's reader, and the keep-alive connection stuck: once the answer is out, it is dropped.
 */
export function dropRestAfterAnswer(req: Request, res: Response) {
  res.once("finish", () => discardRest(req));
}

const discarding = new WeakSet<IncomingMessage>();

/** Reads what is left of a body and drops it; past the linger bounds the connection is closed. */
function discardRest(req: IncomingMessage) {
  if (req.complete || req.destroyed || discarding.has(req)) return;
  discarding.add(req);
  req.removeAllListeners("data");
  let dropped = 0;
  const cutOff = setTimeout(() => req.socket.destroy(), REFUSED_BODY_LINGER_MS);
  const done = () => clearTimeout(cutOff);
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped <= REFUSED_BODY_LINGER_BYTES) return;
    done();
    req.socket.destroy();
  });
  req.once("end", done);
  req.once("close", done);
  req.resume();
}
