import { rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";
import { freePort, type OwnServer, startOwnServer, untilAnswering } from "./own-server";

/**
 * A deployment behind a proxy on the same machine (trusted: loopback), with
 * SITE_URL set and its secrets from the environment: signing in works whether
 * the proxy keeps the browser's Host or sends X-Forwarded-Host, and a form
 * from another origin gets a page with words and a warning in the log, never
 * a bare "Bad Request" or a stack trace.
 */

const SITE = "https://portal.example";
const DATA_DIR = `.data/e2e-proxy-${process.pid}`;

type Style = "keeps Host" | "sends X-Forwarded-Host";

/** A reverse proxy terminating TLS (in spirit): what nginx or a cloud balancer would forward. */
async function startProxy(target: string, style: Style): Promise<{ base: string; close(): void }> {
  const backend = new URL(target);
  const proxy: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-for"] = "203.0.113.9";
    if (style === "keeps Host") headers.host = "portal.example";
    else {
      headers.host = backend.host;
      headers["x-forwarded-host"] = "portal.example";
    }
    const upstream = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => proxy.close() };
}

/** A form post as a browser on `origin` sends it; the answer unfollowed. */
function postForm(base: string, path: string, origin: string, fields: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const SIGN_IN = { intent: "login", username: "demo@portal.test", password: "Demo12345" };

let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = startOwnServer(await freePort(), DATA_DIR, {
    NODE_ENV: "production",
    SITE_URL: SITE,
    SESSION_SECRET: "a-session-secret-for-this-test-0123456789",
    SECRET_KEY: "a-token-secret-for-this-test-0123456789ab",
  });
  await untilAnswering(server, "/readyz");
});

test.afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
  rmSync(DATA_DIR, { recursive: true, force: true });
});

for (const style of ["keeps Host", "sends X-Forwarded-Host"] as const) {
  test(`signing in through a proxy that ${style}`, async () => {
    const proxy = await startProxy(server.base, style);
    try {
      const answer = await postForm(proxy.base, "/Signup", SITE, SIGN_IN);
      expect(answer.status, await answer.clone().text()).toBe(302);
      expect(answer.headers.get("location")).toBe("/");
      const cookie = answer.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/;\s*Secure/i);
      const session = await fetch(`${proxy.base}/session`, {
        headers: { cookie: cookie.split(";")[0] as string },
      });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { email?: string } }).user).toBeTruthy();
    } finally {
      proxy.close();
    }
  });
}

test("a form from another origin through the proxy: a page that says why, a warning in the log", async () => {
  const proxy = await startProxy(server.base, "sends X-Forwarded-Host");
  try {
    const answer = await postForm(proxy.base, "/Signup", "https://evil.example", SIGN_IN);
    expect(answer.status).toBe(403);
    expect(answer.headers.get("content-type")).toMatch(/text\/html/);
    expect(await answer.text()).toContain("This form was sent from another site");
    await expect
      .poll(() => server.output())
      .toContain("Refused a form sent from another origin: https://evil.example");
    expect(server.output()).not.toMatch(/throwIfPotentialCSRFAttack|origin does not match/);
    expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  } finally {
    proxy.close();
  }
});
