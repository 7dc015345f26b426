import type { Server } from "node:http";
import type { Socket } from "node:net";
import { withholdBody } from "./request-body.ts";
import { bodyLimitFor } from "./request-gate.ts";

const RAW_BAD_REQUEST =
  "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 55\r\n\r\nThis request could not be understood. Please try again.";
const RAW_CONNECT =
  "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 38\r\n\r\nThis server is not a proxy: no CONNECT";

export const CONNECT_LINGER_MS = 2000;

/** What Node's parser refuses gets a readable 400, not its bare one; CONNECT a 405. */
export function hardenServer(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(RAW_BAD_REQUEST);
  });
  server.on("connect", (_req, socket: Socket) => {
    // HTTP drops the socket's timeouts here: a client that never closes would hold a stop for ever.
    socket.setTimeout(CONNECT_LINGER_MS, () => socket.destroy());
    socket.end(RAW_CONNECT);
  });
  // Invite only a body of a size we take; otherwise the gate's 413 comes first.
  server.on("checkContinue", (req, res) => {
    const length = Number(req.headers["content-length"]);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (Number.isFinite(length) && length > bodyLimitFor(path)) withholdBody(req);
    else res.writeContinue();
    server.emit("request", req, res);
  });
}
