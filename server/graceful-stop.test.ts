import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulStop } from "./graceful-stop.ts";
import { hardenServer } from "./harden-server.ts";

/** A server stopped with a grace of `graceMs`; resolves with the milliseconds from stop to closed. */
async function stopWith(graceMs: number, hostileClient: (port: number) => () => void) {
  const server = createServer((_req, res) => res.end("ok"));
  hardenServer(server);
  let closed!: () => void;
  const done = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const stopper = gracefulStop(server, {
    drainMs: 0,
    graceMs,
    onCutOff() {},
    onClosed: () => closed(),
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const end = hostileClient((server.address() as AddressInfo).port);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  stopper.stop();
  const timeout = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), graceMs * 3));
  const result = await Promise.race([done.then(() => Date.now() - started), timeout]);
  end();
  return result;
}

describe("a stop", () => {
  it("ends within the grace period while a client opens connections without end", async () => {
    const took = await stopWith(600, (port) => {
      const flood = setInterval(() => connect(port, "127.0.0.1").on("error", () => {}), 2);
      return () => clearInterval(flood);
    });
    expect(took).not.toBe("hung");
    expect(took).toBeLessThan(600 + 300);
  });

  it("ends although a client answered for CONNECT never closes its side", async () => {
    const took = await stopWith(300, (port) => {
      const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
      socket.on("error", () => {});
      socket.write("CONNECT a.example:443 HTTP/1.1\r\nHost: a.example\r\n\r\n");
      return () => socket.destroy();
    });
    expect(took).not.toBe("hung");
  });
});
