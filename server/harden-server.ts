import type { Server } from "node:http";
import type { Socket } from "node:net";
import { withholdBody } from "./request-body.ts";
import { bodyLimitFor } from "./request-gate.ts";

const RAW_BAD_REQUEST =
  "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 55\r\n\r\nThis request could not be understood. Please try again.";
const RAW_CONNECT =
  "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 38\r\n\r\nThis server is not a proxy: no CONNECT";

/** How long a socket answered for CONNECT waits for its client to close it. */
export const CONNECT_LINGER_MS = 2000;

/**
 * What Node answers before Express sees a request: a request line or header
 * its parser refuses (HTTP/0.9, a Content-Length beyond any number, stray
 * bytes) gets a readable 400; CONNECT (not a proxy) a 405.
 */
export function hardenServer(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(RAW_BAD_REQUEST);
  });
  server.on("connect", (_req, socket: Socket) => {
    // HTTP lets go of the socket here, and with it its timeouts: a client that never closes its
    // side would hold it (and a stop) for ever.
    socket.setTimeout(CONNECT_LINGER_MS, () => socket.destroy());
    socket.end(RAW_CONNECT);
  });
  // `Expect: 100-continue`: invite the body only when its declared size is one we take; otherwise
  // the gate's 413 comes first and the client never sends it.
  server.on("checkContinue", (req, res) => {
    const length = Number(req.headers["content-length"]);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (Number.isFinite(length) && length > bodyLimitFor(path)) withholdBody(req);
    else res.writeContinue();
    server.emit("request", req, res);
  });
}
