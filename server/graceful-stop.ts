import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

// Stopping without losing a request (decisions 0038, 0042).

/** The least time a connection accepted last has for its request to arrive. */
const FIRST_BYTES_MS = 50;

export interface StopOptions {
  drainMs: number;
  graceMs: number;
  onClosed(): void;
  onCutOff(): void;
}

export interface GracefulStop {
  readonly stopping: boolean;
  stop(): void;
}

/** A poll phase (which accepts) lies between two ticks: nothing new means the queue is empty. */
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
    // net's close: http's would also close connections accepted last, before their request is read.
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
