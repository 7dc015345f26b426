import { rmSync } from "node:fs";
import path from "node:path";
import { clientAddress, expect, test } from "./fixtures";
import { latestResetCode } from "./outbox";
import {
  freePort,
  type OwnServer,
  registerMember,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * Issue #16: one JSON line per request (request id, method, route pattern,
 * status, time, member id) and the same requests in /metrics, and never a
 * secret in the server's output: a
 * server of its own is taken through registration, sign-in through the site
 * and the API, a signed-in page, a forgotten password and its reset with the
 * mailed code; then every password, token, code and cookie value it handled
 * is looked for in everything it wrote.
 */

const DATA_DIR = `.data/e2e-logs-${process.pid}`;

test.describe.configure({ timeout: 300_000 });
test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

const address = clientAddress;

const latestCode = (to: string) => latestResetCode(path.join(DATA_DIR, "outbox"), to);

async function form(server: OwnServer, route: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${server.base}${route}`, {
    method: "POST",
    headers: {
      origin: server.base,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
      ...address(),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

test("a line per request, and no password, token, code or cookie in anything the server writes", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = startOwnServer(await freePort(), DATA_DIR, {
    LOG_FORMAT: "json",
    LOG_LEVEL: "debug",
  });
  const secrets: string[] = [];
  try {
    await untilAnswering(server, "/readyz");
    const stamp = Date.now();
    const email = `logs.${stamp}@example.com`;
    const password = `Quiet${stamp}`;
    secrets.push(password);

    const id = await registerMember(server.base, { name: "Log Tester", email, password });

    // Through the site: the session cookie.
    const signedIn = await form(server, "/session", { username: email, password });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] as string)
      .find((pair) => pair.startsWith("portal_session=")) as string;
    secrets.push(cookie.split("=")[1] as string);
    const page = await fetch(`${server.base}/my-profile`, {
      headers: { cookie, "x-request-id": `logs-${stamp}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBe(`logs-${stamp}`);

    // Through the API: the tokens.
    const tokens = await fetch(`${server.base}/service/auth/jwt/create/`, {
      method: "POST",
      headers: { "content-type": "application/json", ...address() },
      body: JSON.stringify({ username: email, password }),
    });
    const { access, refresh } = (await tokens.json()) as { access: string; refresh: string };
    secrets.push(access, refresh);
    expect(
      (
        await fetch(`${server.base}/service/app/me/`, {
          headers: { authorization: `Bearer ${access}` },
        })
      ).status,
    ).toBe(200);

    // A forgotten password, reset through the site's form with the mailed code.
    expect((await form(server, "/request-otp", { contact: email })).status).toBeLessThan(400);
    await expect.poll(() => latestCode(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = latestCode(email) as string;
    const fresh = `Fresh${stamp}`;
    secrets.push(code, fresh);
    const reset = await form(server, "/reset-password", {
      contact: email,
      otp: code,
      password: fresh,
      confirm: fresh,
    });
    expect(reset.status).toBeLessThan(400);
    // A wrong password once, too: refusals are logged like the rest.
    // (A script's refusal is 200 with ok: false, decision 0045; Node's fetch says it is one.)
    const refused = await form(server, "/session", { username: email, password: `${password}x` });
    expect(await refused.json()).toMatchObject({ ok: false });
    secrets.push(`${password}x`);

    // The same requests in the metrics, by route pattern (no token on the embedded defaults).
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    expect(metrics).toContain(
      'portal_http_requests_total{route="/my-profile",method="GET",status="200"} 1',
    );
    expect(metrics).toMatch(/^portal_page_cache_bypasses_total \d+/m);
    for (const secret of secrets) expect(metrics.includes(secret)).toBe(false);

    // The lines are written in the background: stop the server, which writes the last ones.
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const output = server.output();
    // Every line is one JSON object: the start, the mail outbox and the stop's lines too.
    const written = output.split("\n").filter((line) => line.trim() !== "");
    expect(written.filter((line) => !line.startsWith("{"))).toEqual([]);
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => String(line.msg).startsWith("Portal ready at"))).toBe(true);
    expect(lines.some((line) => String(line.msg).includes("written to"))).toBe(true);
    const mine = lines.find((line) => line.req_id === `logs-${stamp}`);
    expect(mine).toMatchObject({
      method: "GET",
      route: "/my-profile",
      status: 200,
      user: String(id),
    });
    expect(typeof mine?.ms).toBe("number");
    expect(lines.filter((line) => line.route === "/session" && line.method === "POST").length).toBe(
      2,
    );
    expect(lines.some((line) => line.route === "/readyz")).toBe(true);
    for (const secret of secrets) {
      expect(output.includes(secret), `a secret of ${secret.length} characters in the output`).toBe(
        false,
      );
    }
  } finally {
    server.process.kill("SIGKILL");
    await server.exited;
  }
});
