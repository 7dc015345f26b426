import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisBroadcast } from "../../pubsub/broadcast.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createUserCache, EVERY_USER, USER_PURGE_CHANNEL } from "./user-cache.ts";
import { createVerifiedTokenCache } from "./verified-tokens.ts";

describe("verified token cache", () => {
  it("forgets a token once it expires", () => {
    const cache = createVerifiedTokenCache<{ exp: number }>();
    cache.set("t", { exp: 100 });
    expect(cache.get("t", 99)).toEqual({ exp: 100 });
    expect(cache.get("t", 100)).toBeUndefined();
    expect(cache.get("t", 50)).toBeUndefined(); // gone for good
  });

  it("stays within its size, dropping the oldest", () => {
    const cache = createVerifiedTokenCache<{ exp: number }>(2);
    cache.set("a", { exp: 1e12 });
    cache.set("b", { exp: 1e12 });
    cache.set("c", { exp: 1e12 });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });
});

describe("user cache", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => t?.close());

  const setCoins = (coins: number) =>
    t.service.db.updateTable("users").set({ abc_coins: coins }).where("id", "=", 1).execute();

  it("serves a row until invalidated", async () => {
    const cache = createUserCache(t.service.db, { ttlMs: 60_000 });
    const before = await cache.get(1);
    await setCoins(777);
    expect((await cache.get(1))?.abc_coins).toBe(before?.abc_coins);
    cache.invalidate(1);
    expect((await cache.get(1))?.abc_coins).toBe(777);
  });

  it("does not keep a row read before a purge that came while it was read", async () => {
    const cache = createUserCache(t.service.db, { ttlMs: 60_000 });
    await setCoins(100);
    // The read starts, then a purge (another instance's write) lands before it ends.
    const reading = cache.get(1);
    cache.invalidate(1);
    await reading;
    await setCoins(200);
    expect((await cache.get(1))?.abc_coins).toBe(200);
  });

  it("reads again after its time-to-live, so another process's change shows", async () => {
    const cache = createUserCache(t.service.db, { ttlMs: 30 });
    await cache.get(1);
    await setCoins(555);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await cache.get(1))?.abc_coins).toBe(555);
  });

  it("is invalidated by the service's own writes: a profile edit shows at once", async () => {
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: "demo@portal.test", password: "Demo12345" },
    });
    const token = (login.body as { access: string }).access;
    await t.call("GET", "app/me/", { token });
    await t.call("PUT", "app/user/update/1/", { token, body: { name: "Renamed Member" } });
    expect((await t.call("GET", "app/me/", { token })).body).toMatchObject({
      name: "Renamed Member",
    });
  });
});

if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  describe("user cache purges over Redis (several instances)", () => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService();
    });
    afterAll(async () => t?.close());

    it("drop a row on the other instance at once, well before its time-to-live", async () => {
      // A channel of this test's own, so other suites' instances do not purge these caches.
      const channel = `${USER_PURGE_CHANNEL}:test:${process.pid}:${Date.now()}`;
      const here = redisBroadcast(url, channel, { missed: EVERY_USER });
      const there = redisBroadcast(url, channel, { missed: EVERY_USER });
      try {
        const writer = createUserCache(t.service.db, { ttlMs: 60_000, purges: here });
        const reader = createUserCache(t.service.db, { ttlMs: 60_000, purges: there });
        const coins = (value: number) =>
          t.service.db.updateTable("users").set({ abc_coins: value }).where("id", "=", 1).execute();
        await coins(10);
        expect((await reader.get(1))?.abc_coins).toBe(10);
        await coins(20);
        // Both subscriptions are live before the purge.
        await new Promise((resolve) => setTimeout(resolve, 200));
        writer.invalidate(1);
        await expect.poll(async () => (await reader.get(1))?.abc_coins, { timeout: 3000 }).toBe(20);

        await coins(30);
        expect((await reader.get(1))?.abc_coins).toBe(20);
        writer.clear();
        await expect.poll(async () => (await reader.get(1))?.abc_coins, { timeout: 3000 }).toBe(30);
      } finally {
        here.close();
        there.close();
      }
    });
  });
}
