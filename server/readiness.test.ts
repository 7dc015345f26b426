import { createServer as createHttpServer } from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase, type ServiceDb } from "../service/db/database.ts";
import { postgresSchema } from "../tests/support/postgres-schema.ts";
import type { ReadinessCheck } from "./health.ts";
import { healthProbes } from "./health.ts";
import { readinessChecks } from "./readiness.ts";

/** Each check's outcome: "ok" or its words. */
async function outcomes(checks: ReadinessCheck[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    checks.map(async (check) => [
      check.name,
      await check.run().then(
        () => "ok",
        (error: unknown) => (error as Error).message,
      ),
    ]),
  );
  return Object.fromEntries(entries);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("readiness", () => {
  it("has nothing to check on another backend (it answers for itself)", () => {
    expect(readinessChecks(undefined)).toEqual([]);
  });

  it("is not ready until every migration is applied", async () => {
    const db = openDatabase({ kind: "pglite", dataDir: null, instance: new PGlite() });
    cleanups.push(() => db.destroy());
    const before = await outcomes(readinessChecks(db));
    expect(before.database).toBe("ok");
    expect(before.migrations).toMatch(/^not applied yet: 0001-initial, /);
    await migrate(db);
    expect(await outcomes(readinessChecks(db))).toEqual({ database: "ok", migrations: "ok" });
  }, 120_000); // a fresh embedded database runs initdb: seconds, a minute on a loaded machine

  /**
   * PostgreSQL behind a TCP proxy of the test's own: the proxy going away is
   * the database going down; back on the same port, the database is back.
   */
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "is not ready while PostgreSQL is down, and ready again when it is back, without a restart",
    async () => {
      const upstream = new URL(process.env.TEST_DATABASE_URL as string);
      const proxy = tcpProxy(upstream.hostname, Number(upstream.port || 5432));
      const port = await proxy.open(0);
      cleanups.push(() => proxy.close());

      const schema = await postgresSchema(upstream.toString());
      cleanups.push(schema.drop);
      // The schema's URL, through the proxy.
      const proxied = new URL(schema.url);
      proxied.port = String(port);
      const db: ServiceDb = openDatabase({ kind: "postgres", url: proxied.toString() });
      cleanups.push(() => db.destroy());
      await migrate(db);
      const checks = readinessChecks(db);
      // The probe a load balancer asks, over HTTP (each probe its own round of checks).
      const probes = healthProbes({ checks, stopping: () => false, reuseMs: 0 });
      const host = createHttpServer((req, res) => {
        if (!probes(req, res)) res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
      cleanups.push(() => new Promise((resolve) => host.close(() => resolve())));
      const readyz = async () => {
        const answer = await fetch(
          `http://127.0.0.1:${(host.address() as { port: number }).port}/readyz`,
        );
        return { status: answer.status, body: (await answer.json()) as { status: string } };
      };
      expect(await outcomes(checks)).toEqual({ database: "ok", migrations: "ok" });
      expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready" } });

      await proxy.close();
      expect(await outcomes(checks)).toEqual({
        database: "the database did not answer",
        migrations: "the migrations could not be read",
      });
      expect(await readyz()).toMatchObject({ status: 503, body: { status: "not ready" } });

      await proxy.open(port);
      expect(await outcomes(checks)).toEqual({ database: "ok", migrations: "ok" });
      expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready" } });
    },
  );
});

/** A TCP proxy that can be closed (every connection cut, nothing listening) and opened again. */
function tcpProxy(host: string, port: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    async open(listenPort: number): Promise<number> {
      server = createServer((client) => {
        const database = connect(port, host);
        for (const socket of [client, database]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(database).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(listenPort, "127.0.0.1", resolve));
      return (server.address() as { port: number }).port;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    },
  };
}

describe("the home page's readiness check", () => {
  const page = (status: number) => ({ status, headers: [], body: Buffer.from("") });

  it("passes when the home page renders, and says so when it does not", async () => {
    const { pageCheck } = await import("./readiness.ts");
    expect(await pageCheck(async () => page(200)).run()).toBeUndefined();
    await expect(pageCheck(async () => page(503)).run()).rejects.toThrow(
      "the home page answered 503: its content may be unavailable",
    );
    await expect(
      pageCheck(async () => {
        throw new Error("socket hang up");
      }).run(),
    ).rejects.toThrow("the home page could not be rendered");
  });

  it("renders at most once in its interval when it passes, and asks again after a failure", async () => {
    const { pageCheck } = await import("./readiness.ts");
    let clock = 0;
    let renders = 0;
    let status = 200;
    const check = pageCheck(
      async () => {
        renders += 1;
        return page(status);
      },
      { everyMs: 10_000, now: () => clock },
    );
    await check.run();
    await check.run();
    expect(renders).toBe(1);
    clock = 10_000;
    status = 500;
    await expect(check.run()).rejects.toThrow(/answered 500/);
    status = 200;
    await check.run();
    expect(renders).toBe(3);
  });
});

describe("the Redis check", () => {
  it("passes when Redis answers, and says only 'the session store' to the world when it does not", async () => {
    const { redisCheck } = await import("./readiness.ts");
    await expect(redisCheck({ ping: async () => "PONG" }).run()).resolves.toBeUndefined();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing = redisCheck({
        ping: async () => {
          throw new Error("connect ECONNREFUSED 10.0.0.7:6379");
        },
      });
      const error = await failing.run().catch((caught: unknown) => caught);
      expect(String(error)).toMatch(/the session store did not answer/);
      expect(String(error)).not.toMatch(/10\.0\.0\.7/);
      expect(logged.mock.calls.flat().join(" ")).toMatch(/ECONNREFUSED 10\.0\.0\.7/);
    } finally {
      logged.mockRestore();
    }
  });
});
