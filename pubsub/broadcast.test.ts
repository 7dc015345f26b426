import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultProxy, startFaultProxy } from "../tests/support/fault-proxy.ts";
import { type Broadcast, redisBroadcast } from "./broadcast.ts";

/**
 * Issue #29: what Redis pub/sub loses while Redis is cut is made up for once
 * it returns. One instance reaches Redis through a fault proxy the test cuts,
 * the other directly.
 */
const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS)("a broadcast across a Redis cut", () => {
  let proxy: FaultProxy;
  let behindProxy: Broadcast;
  let direct: Broadcast;
  const heardBehind: string[] = [];
  const heardDirect: string[] = [];
  const channel = `portal:test-broadcast:${process.pid}:${Date.now()}`;

  beforeAll(async () => {
    const redis = new URL(REDIS as string);
    proxy = await startFaultProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    behindProxy = redisBroadcast(`redis://127.0.0.1:${proxy.port}`, channel, {
      missed: "*",
      onError: () => {},
    });
    direct = redisBroadcast(REDIS as string, channel, { missed: "*", onError: () => {} });
    behindProxy.subscribe((message) => heardBehind.push(message));
    direct.subscribe((message) => heardDirect.push(message));
    // Both subscriptions live.
    await new Promise((resolve) => setTimeout(resolve, 300));
    direct.publish("1");
    for (let waited = 0; heardBehind.length === 0 && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(heardBehind).toEqual(["1"]);
    heardBehind.length = 0;
    heardDirect.length = 0;
  });

  afterAll(async () => {
    behindProxy?.close();
    direct?.close();
    await proxy?.close();
  });

  it("a message this instance could not publish is published once Redis answers again", async () => {
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    behindProxy.publish("42");
    // This instance hears its own at once; the other cannot yet.
    expect(heardBehind).toContain("42");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heardDirect).toEqual([]);
    proxy.restore();
    await expect.poll(() => heardDirect, { timeout: 5_000 }).toEqual(["42"]);
  });

  it("an instance whose subscription was cut forgets everything when it is back", async () => {
    heardBehind.length = 0;
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Sent while the other was away: Redis does not keep it for it.
    direct.publish("7");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardBehind).toEqual([]);
    proxy.restore();
    await expect.poll(() => heardBehind, { timeout: 5_000 }).toContain("*");
  });

  it("leaves no rejection unhandled when the connection goes just as it subscribes again (it would end the process)", async () => {
    const unhandled: unknown[] = [];
    const heard = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", heard);
    const flapping = redisBroadcast(`redis://127.0.0.1:${proxy.port}`, channel, {
      missed: "*",
      onError: () => {},
    });
    const heardFlapping: string[] = [];
    flapping.subscribe((message) => heardFlapping.push(message));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      proxy.restore();
      // "*" is heard once it is connected again: its SUBSCRIBE has just gone out. Its answer is
      // held, and the connection closed before it comes.
      for (let waited = 0; !heardFlapping.includes("*") && waited < 5_000; waited += 5) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(heardFlapping).toContain("*");
      proxy.stall();
      flapping.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      proxy.restore();
      process.off("unhandledRejection", heard);
    }
  });
});
