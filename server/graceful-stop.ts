import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * How an instance stops without losing a request (decisions 0038 and 0042): `Connection: close`
 * on every answer, requests still taken for `drainMs` (a balancer's time to notice /readyz), the
 * kernel's accept queue served before the listener closes, then `graceMs` before connections are cut.
 */

/** After the listener closes: the least time a connection accepted last has for its request to arrive. */
const FIRST_BYTES_MS = 50;

export interface StopOptions {
  drainMs: number;
  graceMs: number;
  /** Runs once every connection has ended (closes Redis, the database, then ends the process). */
  onClosed(): void;
  /** Runs when requests were still running at the end of the grace period (their connections are cut). */
  onCutOff(): void;
}

export interface GracefulStop {
  readonly stopping: boolean;
  /** Starts the stop; a second call (a terminal's second Ctrl-C) changes nothing. */
  stop(): void;
}

/**
 * How often the accept queue is looked at. The event loop accepts a waiting connection in every
 * poll phase, and two ticks of a timer always have one between them: a tick with nothing accepted
 * since the last means the queue was empty.
 */
const ACCEPT_CHECK_MS = 10;

export function gracefulStop(server: Server, options: StopOptions): GracefulStop {
  // Per connection, not per request: a stop must reach the answers already under way.
  const open = new Set<Socket>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  let stopping = false;

  /** Once the accept queue is empty, or (new connections coming without end) at the cut-off. */
  const whenAcceptQueueServed = (deadline: number, done: () => void) => {
    let seen = accepted;
    const check = setInterval(() => {
      if (accepted === seen || Date.now() >= deadline) {
        clearInterval(check);
        done();
      }
      seen = accepted;
    }, ACCEPT_CHECK_MS);
  };

  const closeListener = (deadline: number) => {
    // net's close, not http's: http's would also close at once every connection that has not
    // sent its request yet, and the last ones accepted have not been read yet.
    NetServer.prototype.close.call(server, options.onClosed);
    setTimeout(() => setImmediate(() => server.closeIdleConnections()), FIRST_BYTES_MS);
    setTimeout(
      () => {
        if (open.size > 0) options.onCutOff();
        server.closeAllConnections();
        // Sockets HTTP no longer tracks (one answered CONNECT whose client never closes) too.
        for (const socket of open) socket.destroy();
      },
      Math.max(0, deadline - Date.now()),
    ).unref();
  };

  return {
    get stopping() {
      return stopping;
    },
    stop() {
      if (stopping) return;
      stopping = true;
      for (const socket of open) {
        const answer = (socket as Socket & { _httpMessage?: import("node:http").ServerResponse })
          ._httpMessage;
        if (answer && !answer.headersSent) answer.setHeader("connection", "close");
      }
      // One grace period after the drain, however long the accept queue keeps filling.
      setTimeout(() => {
        const deadline = Date.now() + options.graceMs;
        whenAcceptQueueServed(deadline, () => closeListener(deadline));
      }, options.drainMs);
    },
  };
}
