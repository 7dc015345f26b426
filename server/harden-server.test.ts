import { once } from "node:events";
import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { CONNECT_LINGER_MS, hardenServer } from "./harden-server.ts";

describe("a socket answered for CONNECT", () => {
  it("is closed although its client never closes its side", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    hardenServer(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    socket.on("error", () => {});
    socket.on("data", () => {});
    socket.write("CONNECT a.example:443 HTTP/1.1\r\nHost: a.example\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const open = () =>
      new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    expect(await open()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, CONNECT_LINGER_MS + 300));
    expect(await open()).toBe(0);
    socket.destroy();
    server.close();
  }, 10_000);
});
