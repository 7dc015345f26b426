import { rmSync } from "node:fs";
import { Redis } from "ioredis";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy.ts";
import { expect, test } from "./fixtures";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  signInOverHttp,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * Issue #29 (first part): the site when Redis goes away. One instance on the
 * embedded database with its sessions, rate limits and purges in Redis, reached
 * through a fault proxy the test cuts. Runs when the suite has Redis
 * (TEST_REDIS_URL; CI sets it).
 */

const REDIS = process.env.TEST_REDIS_URL;
const DATA_DIR = `.data/e2e-faults-${process.pid}`;

test.skip(!REDIS, "needs TEST_REDIS_URL");
test.describe.configure({ mode: "serial", timeout: 120_000 });

let proxy: FaultProxy;
let site: OwnServer;

test.beforeAll(async () => {
  const redis = new URL(REDIS as string);
  const flush = new Redis(redis.toString().replace(/\/\d*$/, "/11"));
  await flush.flushdb();
  flush.disconnect();
  proxy = await startFaultProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  fromPreparedDatabase(DATA_DIR);
  site = startOwnServer(await freePort(), DATA_DIR, {
    REDIS_URL: `redis://127.0.0.1:${proxy.port}/11`,
  });
  await untilAnswering(site, "/readyz");
});

test.afterAll(async () => {
  site?.process.kill("SIGTERM");
  await site?.exited;
  await proxy?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

for (const fault of ["cut", "stall"] as const) {
  test(`while Redis is ${fault === "cut" ? "cut" : "unreachable (a partition)"} a signed-in page says so within seconds (503, words, Retry-After); the member is still signed in after`, async () => {
    const cookie = await signInOverHttp(site, "demo@portal.test");
    const profile = () =>
      fetch(`${site.base}/my-profile`, {
        headers: { cookie },
        redirect: "manual",
        signal: AbortSignal.timeout(8_000),
      });
    expect((await profile()).status).toBe(200);
    // A public page is served from the page cache whatever Redis does.
    await fetch(`${site.base}/about`);

    proxy[fault]();
    try {
      const started = Date.now();
      const answer = await profile();
      const waited = Date.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await answer.text()).toMatch(/try again/i);
      // Before: the request waited for Redis (past 8 s in the trial, a partition).
      expect(waited).toBeLessThan(4_000);
      expect(
        (await fetch(`${site.base}/about`, { signal: AbortSignal.timeout(3_000) })).status,
      ).toBe(200);
    } finally {
      proxy.restore();
    }
    // Back within seconds, no restart, the same session.
    await expect.poll(async () => (await profile()).status, { timeout: 10_000 }).toBe(200);
  });
}
