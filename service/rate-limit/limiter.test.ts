import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/responses.ts";
import { createLimiter, POLICIES } from "./limiter.ts";

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
