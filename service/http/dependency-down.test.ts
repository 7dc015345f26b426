import pg from "pg";
import { describe, expect, it } from "vitest";
import { openRedis, untilReady } from "../../pubsub/redis-connection.ts";
import { startFaultProxy } from "../../tests/support/fault-proxy.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { describeFailure, isDependencyDown } from "./dependency-down.ts";

/** The errors the real drivers give when their server is away, and some that are ours. */

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );

describe("isDependencyDown", () => {
  it("is false for our own faults and for refusals that are answers", () => {
    expect(isDependencyDown(new TypeError("x is undefined"))).toBe(false);
    expect(isDependencyDown(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(
      false,
    );
    expect(isDependencyDown("ECONNREFUSED")).toBe(false);
    for (const code of ["08P01", "57014", "42601", "40001"]) {
      expect(isDependencyDown(Object.assign(new Error("ours"), { code })), code).toBe(false);
    }
    for (const code of ["08006", "08001", "57P01", "53300"]) {
      expect(isDependencyDown(Object.assign(new Error("away"), { code })), code).toBe(true);
    }
    expect(isDependencyDown(undefined)).toBe(false);
  });

  it("looks through a wrapped cause", () => {
    const inner = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(isDependencyDown(new Error("query failed", { cause: inner }))).toBe(true);
    expect(describeFailure(new Error("query failed", { cause: inner }))).toBe(
      "query failed: connect ECONNREFUSED (ECONNREFUSED)",
    );
  });

  it("is true for PostgreSQL refusing connections", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/test`,
    });
    const error = await failureOf(pool.query("select 1"));
    await pool.end();
    expect(isDependencyDown(error)).toBe(true);
  });

  it.skipIf(!PG)(
    "is true for a connection cut mid-query and for a pool wait that timed out",
    async () => {
      const url = new URL(PG as string);
      const proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      const pool = new pg.Pool({
        connectionString: url.toString(),
        max: 1,
        connectionTimeoutMillis: 300,
      });
      pool.on("error", () => {});
      try {
        await pool.query("select 1");
        const running = failureOf(pool.query("select pg_sleep(5)"));
        // The one connection is busy: the next request's wait for it times out.
        expect(isDependencyDown(await failureOf(pool.query("select 1")))).toBe(true);
        proxy.cut();
        expect(isDependencyDown(await running)).toBe(true);
        // And while it stays cut.
        expect(isDependencyDown(await failureOf(pool.query("select 1")))).toBe(true);
        // A real SQL error is not the database being away.
        proxy.restore();
        expect(isDependencyDown(await failureOf(pool.query("select nope from nowhere")))).toBe(
          false,
        );
      } finally {
        await pool.end();
        await proxy.close();
      }
    },
  );

  it.skipIf(!REDIS)(
    "is true for Redis away (no queue) and for a command that gets no answer",
    async () => {
      const url = new URL(REDIS as string);
      const proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 6379) });
      const redis = openRedis(`redis://127.0.0.1:${proxy.port}`, "test");
      redis.on("error", () => {});
      try {
        await untilReady(redis);
        await redis.ping();
        proxy.stall();
        expect(isDependencyDown(await failureOf(redis.ping()))).toBe(true);
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(isDependencyDown(await failureOf(redis.ping()))).toBe(true);
      } finally {
        redis.disconnect();
        await proxy.close();
      }
    },
    10_000,
  );
});
