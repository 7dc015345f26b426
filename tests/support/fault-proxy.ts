/**
 * Test helper: a TCP proxy in front of a dependency (PostgreSQL, Redis, an
 * SMTP server) that a test cuts, slows or resets, to see what the site does
 * when the dependency goes away for a while (issue #29).
 *  - cut(): open connections are dropped and new ones refused (closed at once)
 *    until restore(), as a failover or a network partition looks to a client;
 *  - stall(): nothing moves either way (connections stay open, as across a
 *    network partition) until restore(), when what waited is delivered;
 *  - slow(ms): every chunk each way waits `ms` first;
 *  - reset(): open connections are reset (RST), new ones still pass.
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export interface FaultProxy {
  /** The port to give the site instead of the dependency's. */
  port: number;
  cut(): void;
  stall(): void;
  slow(ms: number): void;
  reset(): void;
  /** Back to passing everything through at full speed. */
  restore(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let mode: { kind: "pass" } | { kind: "cut" } | { kind: "stall" } | { kind: "slow"; ms: number } =
    { kind: "pass" };

  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      if (mode.kind === "slow") {
        from.pause();
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
          from.resume();
        }, mode.ms);
      } else if (!to.destroyed) {
        to.write(chunk);
      }
    });
  };

  const server: Server = createServer((client) => {
    if (mode.kind === "cut") {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on("error", end);
      socket.on("close", end);
    }
    forward(client, upstream);
    forward(upstream, client);
    if (mode.kind === "stall") for (const socket of pair) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  const dropAll = (how: "destroy" | "reset") => {
    for (const pair of pairs) {
      for (const socket of pair) {
        if (how === "reset") socket.resetAndDestroy();
        else socket.destroy();
      }
    }
    pairs.clear();
  };

  return {
    port,
    cut() {
      mode = { kind: "cut" };
      dropAll("destroy");
    },
    stall() {
      mode = { kind: "stall" };
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    slow(ms) {
      mode = { kind: "slow", ms };
    },
    reset() {
      dropAll("reset");
    },
    restore() {
      mode = { kind: "pass" };
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    close() {
      dropAll("destroy");
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
