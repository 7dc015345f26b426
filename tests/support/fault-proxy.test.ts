import { once } from "node:events";
import { connect, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultProxy, startFaultProxy } from "./fault-proxy.ts";

/** An echo server behind the proxy: what goes in comes back, through it. */
const echo = createServer((socket) => {
  socket.on("error", () => {}); // the reset test resets its side too
  socket.pipe(socket);
});
let proxy: FaultProxy;

beforeAll(async () => {
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  proxy = await startFaultProxy({
    host: "127.0.0.1",
    port: (echo.address() as { port: number }).port,
  });
});
afterAll(async () => {
  await proxy.close();
  echo.close();
});

/** Sends `text` through the proxy; what came back, or the error's code, and how long it took. */
async function roundTrip(text: string): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  const socket = connect(proxy.port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString();
    if (answer.length >= text.length) socket.end();
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    answer = `error ${error.code}`;
  });
  socket.write(text);
  await once(socket, "close");
  return { answer: answer || "closed", ms: Date.now() - started };
}

describe("the fault proxy", () => {
  it("passes bytes both ways, refuses while cut, and passes again once restored", async () => {
    expect((await roundTrip("hello")).answer).toBe("hello");
    proxy.cut();
    expect((await roundTrip("hello")).answer).not.toBe("hello");
    proxy.restore();
    expect((await roundTrip("again")).answer).toBe("again");
  });

  it("drops the connections open when it is cut", async () => {
    const socket = connect(proxy.port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("x");
    await once(socket, "data");
    proxy.cut();
    await once(socket, "close");
    proxy.restore();
  });

  it("stalls: nothing moves until restored, then what waited arrives", async () => {
    proxy.stall();
    const trip = roundTrip("held");
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.restore();
    const { answer, ms } = await trip;
    expect(answer).toBe("held");
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it("slows each chunk by the delay asked, each way", async () => {
    proxy.slow(150);
    const { answer, ms } = await roundTrip("slow");
    proxy.restore();
    expect(answer).toBe("slow");
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it("resets open connections", async () => {
    const socket = connect(proxy.port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("x");
    await once(socket, "data");
    // (events.once would reject on the reset's error; the close is what is awaited.)
    const closed = new Promise((resolve) => socket.on("close", resolve));
    let code = "";
    socket.on("error", (error: NodeJS.ErrnoException) => {
      code = error.code ?? "";
    });
    proxy.reset();
    await closed;
    expect(code).toBe("ECONNRESET");
  });
});
