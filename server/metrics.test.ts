import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMetrics, type Metrics } from "./metrics.ts";
import type { PageCache } from "./page-cache.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(metrics: Metrics) {
  server = createServer((req, res) => {
    if (!metrics.serve(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const TOKEN = "metrics-token-0123456789abcdef";

describe("the metrics", () => {
  it("count requests by route pattern, method and status, with their durations", async () => {
    const metrics = createMetrics({ token: undefined, deployment: false });
    metrics.observe("/blog-details/:id", "GET", 200, 0.012);
    metrics.observe("/blog-details/:id", "GET", 200, 0.3);
    metrics.observe("/session", "POST", 400, 0.02);
    metrics.observe("/session", "BREW", "aborted", 0.02);
    const text = await (await fetch(`${await serve(metrics)}/metrics`)).text();
    expect(text).toContain(
      'portal_http_requests_total{route="/blog-details/:id",method="GET",status="200"} 2',
    );
    expect(text).toContain(
      'portal_http_requests_total{route="/session",method="POST",status="400"} 1',
    );
    expect(text).toContain(
      'portal_http_requests_total{route="/session",method="OTHER",status="aborted"} 1',
    );
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.025",route="/blog-details/:id",method="GET"} 1',
    );
    // The process's own: memory and event-loop lag.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("read the page cache and the database pool when asked", async () => {
    const metrics = createMetrics({
      token: undefined,
      deployment: false,
      pool: () => ({ total: 7, idle: 3, waiting: 2 }),
      mail: async () => ({ waiting: 3, failed: 1 }),
    });
    const stats = { hits: 41, misses: 5, bypasses: 9, entries: 4, bytes: 123_456 };
    metrics.watchPageCache({ stats } as unknown as PageCache);
    const base = await serve(metrics);
    let text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain("portal_page_cache_hits_total 41");
    expect(text).toContain("portal_page_cache_misses_total 5");
    expect(text).toContain("portal_page_cache_bypasses_total 9");
    expect(text).toContain("portal_page_cache_bytes 123456");
    expect(text).toContain('portal_db_pool_connections{state="busy"} 4');
    expect(text).toContain('portal_db_pool_connections{state="waiting"} 2');
    expect(text).toContain('portal_mail_queue_messages{status="waiting"} 3');
    expect(text).toContain('portal_mail_queue_messages{status="failed"} 1');
    stats.hits = 50;
    text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain("portal_page_cache_hits_total 50");
  });

  it("ask for the token when one is set, and are not there in a deployment without one", async () => {
    const guarded = await serve(createMetrics({ token: TOKEN, deployment: true }));
    expect((await fetch(`${guarded}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${guarded}/metrics`, { headers: { authorization: "Bearer nope" } })).status,
    ).toBe(404);
    const answer = await fetch(`${guarded}/metrics?x=1`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${guarded}/`)).status).toBe(418);
    await new Promise((resolve) => server?.close(resolve));

    const closed = await serve(createMetrics({ token: undefined, deployment: true }));
    expect((await fetch(`${closed}/metrics`)).status).toBe(404);
  });
});
