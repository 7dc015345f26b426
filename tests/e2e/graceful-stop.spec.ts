import { rmSync } from "node:fs";
import { get } from "node:http";
import { expect, test } from "./fixtures";
import { freePort, fromPreparedDatabase, startOwnServer, untilAnswering } from "./own-server";

/**
 * An instance told to stop (SIGTERM) during a burst of requests answers every
 * one of them completely and ends with 0; its probes say it is alive and ready,
 * then stopping. A server of its own, so the other journeys' is never stopped.
 */

const DATA_DIR = `.data/e2e-stop-${process.pid}`;

/** Public pages, the service's API and files: what a load balancer sends an instance. */
const PATHS = [
  "/",
  "/about",
  "/blog-grid",
  "/service/api/homesliders/",
  "/contact",
  "/robots.txt",
  "/sitemap.xml",
];

test.describe.configure({ timeout: 300_000 });

test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test("SIGTERM in the middle of a burst of 200 requests: every one answered whole, /readyz says stopping, exit 0", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  fromPreparedDatabase(DATA_DIR);
  // Long enough for the rest of the burst on a slow, shared machine: a load balancer's delay.
  const server = startOwnServer(await freePort(), DATA_DIR, { SHUTDOWN_DRAIN_SECONDS: "8" });
  try {
    await untilAnswering(server, "/readyz");
    const alive = await fetch(`${server.base}/healthz`);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.base}/readyz`);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, content: { ok: true } },
    });

    let answered = 0;
    const one = async (index: number) => {
      const path = PATHS[index % PATHS.length] as string;
      const response = await fetch(`${server.base}${path}`);
      const body = await response.arrayBuffer();
      answered += 1;
      // Halfway: the instance is told to stop.
      if (answered === 100) server.process.kill("SIGTERM");
      return { path, status: response.status, length: body.byteLength };
    };
    // 200 requests, 20 at a time, as a load balancer's connections would send them.
    const results: { path: string; status: number; length: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 200) {
          results.push(await one(next++));
        }
      }),
    );
    expect(results).toHaveLength(200);
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    expect(results.filter((result) => result.length === 0)).toEqual([]);
    // Still draining: the probe says it is stopping (the signal reaches it a moment after it is sent).
    await expect
      .poll(async () => {
        const probe = await fetch(`${server.base}/readyz`);
        return { status: probe.status, body: await probe.json() };
      })
      .toEqual({ status: 503, body: { status: "stopping" } });
    expect(await server.exited, server.errors()).toBe(0);
  } finally {
    server.process.kill("SIGKILL");
    await server.exited;
  }
});

interface BurstAnswer {
  path: string;
  status: number;
  connection: string | undefined;
  declared: number;
  length: number;
}

/** One request on a connection of its own, as a burst of browsers sends it; rejects with its error code. */
function fetchAlone(base: string, path: string): Promise<BurstAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}${path}`, { agent: false }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => {
        length += chunk.byteLength;
      });
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          path,
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          declared: Number(response.headers["content-length"] ?? -1),
          length,
        }),
      );
    });
    request.on("error", reject);
  });
}

test("SIGTERM after the 100th of 200 requests sent at once, with no balancer and the default settings: all 200 answered whole, exit 0", async () => {
  const dataDir = `${DATA_DIR}-burst`;
  rmSync(dataDir, { recursive: true, force: true });
  fromPreparedDatabase(dataDir);
  const server = startOwnServer(await freePort(), dataDir);
  try {
    await untilAnswering(server, "/readyz");
    // Pages from the cache: answers come fast, while most of the burst still waits to be accepted.
    for (const path of PATHS) await fetchAlone(server.base, path);
    let answered = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        fetchAlone(server.base, PATHS[index % PATHS.length] as string).then((answer) => {
          answered += 1;
          if (answered === 100) server.process.kill("SIGTERM");
          return answer;
        }),
      ),
    );
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === "rejected"
        ? [`${index}: ${(outcome.reason as NodeJS.ErrnoException).code ?? outcome.reason}`]
        : [],
    );
    expect(failures).toEqual([]);
    const answers = outcomes.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value] : [],
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Whole: as long as declared (a page from the cache) or at least not empty (a render's stream).
    expect(
      answers.filter(
        (answer) =>
          answer.length === 0 || (answer.declared >= 0 && answer.declared !== answer.length),
      ),
    ).toEqual([]);
    expect(await server.exited, server.errors()).toBe(0);
  } finally {
    server.process.kill("SIGKILL");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
