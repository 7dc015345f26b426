import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { untilReady } from "../../pubsub/redis-connection.ts";
import { ApiError } from "../http/responses.ts";
import { createLimiter, FAIL_CLOSED, POLICIES, type PolicyName } from "./limiter.ts";

const backends: Array<{ name: string; redis?: () => Redis }> = [{ name: "memory" }];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  backends.push({ name: "Redis", redis: () => new Redis(url) });
}

for (const backend of backends) {
  describe(`rate limiter on ${backend.name}`, () => {
    const redis = backend.redis?.();
    const limiter = createLimiter(redis);
    const key = `test-${process.pid}-${Date.now()}`;
    // A limit asked before Redis is connected is not counted (the service waits for it at start).
    beforeAll(async () => {
      if (redis) await untilReady(redis);
    });
    afterAll(() => redis?.disconnect());

    it("lets the allowed number through, then answers 429 with Retry-After", async () => {
      for (let i = 0; i < POLICIES.otpRequestsPerAccount.points; i++) {
        await limiter.hit("otpRequestsPerAccount", key);
      }
      const error = await limiter
        .hit("otpRequestsPerAccount", key)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(429);
      expect(Number(apiError.headers["retry-after"])).toBeGreaterThan(3000);
      expect((apiError.body as { detail: string }).detail).toMatch(
        /^Request was throttled\. Expected available in \d+ seconds\.$/,
      );
    });

    it("checks without counting, and forgets a key on reset", async () => {
      const other = `${key}-check`;
      for (let i = 0; i < 20; i++) await limiter.check("loginFailuresPerAccountAndAddress", other);
      for (let i = 0; i < POLICIES.loginFailuresPerAccountAndAddress.points; i++) {
        await limiter.hit("loginFailuresPerAccountAndAddress", other).catch(() => {});
      }
      await expect(
        limiter.check("loginFailuresPerAccountAndAddress", other),
      ).rejects.toBeInstanceOf(ApiError);
      await limiter.reset("loginFailuresPerAccountAndAddress", other);
      await expect(
        limiter.check("loginFailuresPerAccountAndAddress", other),
      ).resolves.toBeUndefined();
    });

    it("keeps keys apart", async () => {
      await expect(limiter.hit("otpRequestsPerAccount", `${key}-another`)).resolves.toBeUndefined();
    });
  });
}

describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits while Redis is cut (issue #29)", () => {
  it("refuse sign-ins and one-time codes at once (503, try again) and let the rest through with a log line", async () => {
    const { startFaultProxy } = await import("../../tests/support/fault-proxy.ts");
    const { openRedis } = await import("../../pubsub/redis-connection.ts");
    const redisUrl = new URL(process.env.TEST_REDIS_URL as string);
    const proxy = await startFaultProxy({
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
    });
    const redis = openRedis(`redis://127.0.0.1:${proxy.port}`, "test");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await new Promise<void>((resolve) => redis.once("ready", () => resolve()));
      const limiter = createLimiter(redis);
      const key = `cut-${process.pid}-${Date.now()}`;
      await limiter.hit("otpRequestsPerAddress", key);
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const policy of Object.keys(POLICIES) as PolicyName[]) {
        const started = Date.now();
        const outcome = await limiter.hit(policy, key).then(
          () => "through",
          (error: unknown) => error,
        );
        expect(Date.now() - started).toBeLessThan(3_000);
        if (FAIL_CLOSED.has(policy)) {
          expect(outcome).toBeInstanceOf(ApiError);
          expect((outcome as ApiError).status).toBe(503);
          expect((outcome as ApiError).headers["retry-after"]).toMatch(/^\d+$/);
          await expect(limiter.check(policy, key)).rejects.toBeInstanceOf(ApiError);
          await expect(limiter.count(policy, key)).rejects.toBeInstanceOf(ApiError);
          await expect(limiter.reset(policy, key)).rejects.toBeInstanceOf(ApiError);
        } else {
          expect(outcome).toBe("through");
          await expect(limiter.check(policy, key)).resolves.toBeUndefined();
        }
      }
      expect(logged.mock.calls.flat().join("\n")).toMatch(/could not be counted \(let through\)/);
      // Back without a restart: counted again.
      proxy.restore();
      await expect
        .poll(() => limiter.count("otpRequestsPerAddress", key).catch(() => -1), {
          timeout: 5_000,
        })
        .toBe(1);
    } finally {
      logged.mockRestore();
      redis.disconnect();
      await proxy.close();
    }
  });
});
