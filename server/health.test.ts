import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { healthProbes, type ReadinessCheck } from "./health.ts";

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A real HTTP server with the probes in front of a handler that answers 418. */
async function serve(checks: ReadinessCheck[], stopping = () => false, checkTimeoutMs = 200) {
  const probes = healthProbes({ checks, stopping, checkTimeoutMs });
  server = createServer((req, res) => {
    if (!probes(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const passes = (name: string): ReadinessCheck => ({ name, run: async () => {} });
const fails = (name: string, words: string): ReadinessCheck => ({
  name,
  run: async () => {
    throw new Error(words);
  },
});

describe("the health probes", () => {
  it("say the process is alive, and never let a page or a cache answer for them", async () => {
    const base = await serve([fails("database", "down")]);
    const alive = await fetch(`${base}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    expect(alive.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/healthz?probe=1`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${base}/healthz/`)).status).toBe(418);
    expect((await fetch(`${base}/`)).status).toBe(418);
    const posted = await fetch(`${base}/readyz`, { method: "POST" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
  });

  it("are ready when every check passes, and say which failed otherwise", async () => {
    const ready = await serve([passes("database"), passes("migrations")]);
    const answer = await fetch(`${ready}/readyz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
    await new Promise((resolve) => server?.close(resolve));

    const broken = await serve([passes("database"), fails("migrations", "not applied yet: 0005")]);
    const refused = await fetch(`${broken}/readyz`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      status: "not ready",
      checks: {
        database: { ok: true },
        migrations: { ok: false, error: "not applied yet: 0005" },
      },
    });
  });

  it("run their checks once for a flood of probes, and again a second later", async () => {
    let runs = 0;
    const counted: ReadinessCheck = {
      name: "database",
      run: async () => {
        runs += 1;
      },
    };
    const base = await serve([counted]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${base}/readyz`).then((answer) => answer.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await fetch(`${base}/readyz`);
    expect(runs).toBe(2);
  });

  it("count a check that does not answer in time as failed", async () => {
    const hangs: ReadinessCheck = { name: "database", run: () => new Promise(() => {}) };
    const base = await serve([hangs], () => false, 50);
    const answer = await fetch(`${base}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      checks: { database: { ok: false, error: "no answer within 50 ms" } },
    });
  });

  it("are not ready once the instance is stopping, while it is still alive", async () => {
    let stopping = false;
    const base = await serve([passes("database")], () => stopping);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    stopping = true;
    const answer = await fetch(`${base}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "stopping" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
