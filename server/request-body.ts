import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import { REFUSED_BODY_LINGER_BYTES, REFUSED_BODY_LINGER_MS } from "#contract/limits.ts";

// Unread bodies are read and dropped within the linger bounds, so keep-alive goes on.

/** No 100 Continue was sent: their bodies never come. */
const withheld = new WeakSet<IncomingMessage>();

export function withholdBody(req: IncomingMessage): void {
  withheld.add(req);
}

export function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

export function declaredLength(req: IncomingMessage): number | null {
  const length = req.headers["content-length"];
  if (length === undefined) return null;
  return /^\d{1,16}$/.test(length) ? Number(length) : Number.NaN;
}

export function finishRefusal(req: Request, res: Response, body: string) {
  const length = declaredLength(req);
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

/** A route that answers unread (a guard's redirect) would leave the keep-alive connection stuck. */
export function dropRestAfterAnswer(req: Request, res: Response) {
  res.once("finish", () => discardRest(req));
}

const discarding = new WeakSet<IncomingMessage>();

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
