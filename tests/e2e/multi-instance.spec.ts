import { randomBytes, randomInt } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { Redis } from "ioredis";
import { USER_CACHE_TTL_MS } from "../../service/auth/user-cache.ts";
import { postgresSchema } from "../support/postgres-schema.ts";
import { runScript } from "../support/run-script.ts";
import { addDocuments, datasetCopy, publishWebhook } from "./content-publish";
import { expect, test } from "./fixtures";
import {
  freePort,
  type OwnServer,
  registerMember,
  signInOverHttp,
  startOwnServer,
  untilAnswering,
} from "./own-server";
import { staffAccessToken } from "./staff-tokens";

/**
 * Issue #16: two instances of the site on one PostgreSQL and one Redis, as a
 * deployment runs them behind a load balancer. What one instance does, the
 * other sees: sessions, their end, rate limits, purges of cached pages and of
 * members' records, uploaded files, and coins spent by orders racing on both;
 * a load balancer's forwarded addresses trusted where TRUST_PROXY lists it;
 * and one of them stopped in the middle of a burst the balancer spreads over
 * both. Runs when the suite has PostgreSQL and Redis (TEST_DATABASE_URL,
 * TEST_REDIS_URL; CI sets both).
 */

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const DATA_DIRS = [`.data/e2e-multi-a-${process.pid}`, `.data/e2e-multi-b-${process.pid}`];
/** Both instances' embedded dataset (CONTENT_DATASET): a copy of content/ the tests publish into. */
const DATASET_DIR = `.data/e2e-multi-content-${process.pid}`;

test.skip(!DATABASE || !REDIS, "needs TEST_DATABASE_URL and TEST_REDIS_URL");
test.describe.configure({ mode: "serial", timeout: 300_000 });

const secret = () => randomBytes(24).toString("hex");
let dropSchema: (() => Promise<void>) | undefined;
const settings: Record<string, string> = {};
let a: OwnServer;
let b: OwnServer;

/**
 * This machine's address on a network (not the loopback), to reach the
 * instances as a remote load balancer would; absent, the TRUST_PROXY test skips.
 */
const NETWORK_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const database = await postgresSchema(DATABASE as string);
  dropSchema = database.drop;
  // A Redis database of its own (sessions, rate limits), emptied first.
  const redis = new URL(REDIS as string);
  redis.pathname = "/9";
  const flush = new Redis(redis.toString());
  await flush.flushdb();
  flush.disconnect();
  Object.assign(settings, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.toString(),
    SECRET_KEY: secret(),
    SESSION_SECRET: secret(),
    SANITY_WEBHOOK_SECRET: secret(),
    CONTENT_DATASET: datasetCopy(DATASET_DIR),
    // A second for the balancer to see /readyz turn 503 before the instance stops taking requests.
    SHUTDOWN_DRAIN_SECONDS: "1",
    // Reachable from the network address too (for the TRUST_PROXY test).
    ...(NETWORK_ADDRESS ? { HOST: "0.0.0.0" } : {}),
  });
  // The demo accounts and content, in the instances' database, before either starts.
  const seed = await runScript("service/seed/cli.ts", [], { ...process.env, ...settings });
  expect(seed.status, seed.stderr).toBe(0);
  a = startOwnServer(await freePort(), DATA_DIRS[0] as string, settings);
  // B trusts the "load balancer" at this machine's network address; A trusts no proxy but its own.
  b = startOwnServer(await freePort(), DATA_DIRS[1] as string, {
    ...settings,
    ...(NETWORK_ADDRESS ? { TRUST_PROXY: NETWORK_ADDRESS } : {}),
  });
  await Promise.all([untilAnswering(a, "/readyz"), untilAnswering(b, "/readyz")]);
});

test.afterAll(async () => {
  for (const server of [a, b]) {
    server?.process.kill("SIGTERM");
    await server?.exited;
  }
  for (const dir of [...DATA_DIRS, DATASET_DIR]) rmSync(dir, { recursive: true, force: true });
  await dropSchema?.();
});

/** An address of its own for each test: the service limits some calls by address. */
const address = () => ({
  "x-forwarded-for": `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`,
});

/** 200 while `cookie` is a live session on `server`, 401 once it has ended. */
async function sessionOn(server: OwnServer, cookie: string) {
  return (await fetch(`${server.base}/session`, { headers: { cookie }, redirect: "manual" }))
    .status;
}

async function logout(server: OwnServer, cookie: string, everywhere = false) {
  const answer = await fetch(`${server.base}/logout`, {
    method: "POST",
    headers: { origin: server.base, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(everywhere ? { scope: "everywhere" } : {}),
    redirect: "manual",
  });
  expect(answer.status).toBeLessThan(400);
}

async function token(server: OwnServer, username: string, password = "Demo12345") {
  const answer = await fetch(`${server.base}/service/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...address() },
    body: JSON.stringify({ username, password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}

/**
 * The demo staff member's token, past the code step (decision 0060). The instances share one
 * database, so one ledger of codes; `npm run seed` sealed the demo key there with SEALING_KEY's.
 */
const staffToken = (server: OwnServer) =>
  staffAccessToken(server.base, { scope: settings.DATABASE_URL });

async function call(
  server: OwnServer,
  method: string,
  path: string,
  access: string,
  body?: unknown,
) {
  const answer = await fetch(`${server.base}/service/${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as unknown };
}

test("a session opened on one instance works on the other, and ends on both", async () => {
  const first = await signInOverHttp(a, "demo@portal.test");
  expect(await sessionOn(b, first)).toBe(200);
  await logout(b, first);
  expect(await sessionOn(a, first)).toBe(401);

  // Two devices on A; "sign out everywhere" from one of them, on B, ends the other on A.
  const laptop = await signInOverHttp(a, "demo@portal.test");
  const phone = await signInOverHttp(a, "demo@portal.test");
  expect(await sessionOn(b, phone)).toBe(200);
  await logout(b, laptop, true);
  expect(await sessionOn(a, phone)).toBe(401);
  expect(await sessionOn(b, phone)).toBe(401);
});

test("a rate limit counts what both instances took", async () => {
  const from = address();
  const enquiry = (server: OwnServer, index: number) =>
    fetch(`${server.base}/service/api/enquiry/`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from },
      body: JSON.stringify({
        name: "Two Instances",
        email: "two.instances@example.com",
        subject: `Enquiry ${index}`,
        message: "Counted once, wherever it lands.",
      }),
    });
  // Five enquiries an address may send in ten minutes: three on A, two on B.
  for (const [index, server] of [a, a, a, b, b].entries()) {
    expect((await enquiry(server, index)).status).toBe(201);
  }
  expect((await enquiry(a, 5)).status).toBe(429);
  expect((await enquiry(b, 6)).status).toBe(429);
});

test("a publish webhook on one instance purges the other's cached pages", async () => {
  const title = `Open day ${Date.now()}`;
  const home = async (server: OwnServer) => (await fetch(`${server.base}/`)).text();
  await home(b);
  expect(await home(b)).not.toContain(title);
  // Staff adds a home slide (the service's database, shared): B's cached page does not have it yet.
  const staff = await staffToken(a);
  const added = await call(a, "POST", "admin/home-sliders/", staff, {
    title,
    subtitle: "",
    image: "/images/slides/home-pmt.svg",
    link: "",
    position: 99,
    active: true,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect(await home(b)).not.toContain(title);

  const body = JSON.stringify({ _type: "homePage", _id: "homePage" });
  const published = await fetch(`${a.base}/webhooks/content`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(
        body,
        Date.now(),
        settings.SANITY_WEBHOOK_SECRET as string,
      ),
    },
    body,
  });
  expect(published.status).toBeLessThan(300);
  await expect.poll(() => home(b), { timeout: 10_000 }).toContain(title);
});

test("a redirect and a page published through one instance are live on both, without a restart", async () => {
  const stamp = Date.now();
  const slug = `open-day-${stamp}`;
  const answer = (server: OwnServer, path: string) =>
    fetch(`${server.base}${path}`, { redirect: "manual" });
  // Both have answered (and B cached) the addresses before the publish.
  for (const server of [a, b]) {
    expect((await answer(server, `/old-${slug}`)).status).toBe(404);
    expect((await answer(server, `/${slug}`)).status).toBe(404);
  }
  addDocuments(DATASET_DIR, [
    {
      _id: `page-${slug}`,
      _type: "page",
      title: "Open day",
      slug: { _type: "slug", current: slug },
      pageBuilder: [
        {
          _key: "a",
          _type: "callToAction",
          heading: `Open day ${stamp}`,
          link: { _type: "link", label: "Write to us", href: "/contact" },
        },
      ],
    },
    {
      _id: `redirect-${slug}`,
      _type: "redirect",
      source: `/old-${slug}`,
      destination: `/${slug}`,
      permanent: true,
      enabled: true,
    },
  ]);
  const published = await publishWebhook(a.base, settings.SANITY_WEBHOOK_SECRET as string, {
    _id: `redirect-${slug}`,
    _type: "redirect",
  });
  expect(published.status).toBeLessThan(300);
  for (const server of [a, b]) {
    await expect
      .poll(async () => {
        const moved = await answer(server, `/old-${slug}?from=mail`);
        return `${moved.status} ${moved.headers.get("location")}`;
      })
      .toBe(`301 /${slug}?from=mail`);
    await expect
      .poll(async () => (await answer(server, `/${slug}`)).text())
      .toContain(`Open day ${stamp}`);
  }
});

test("orders racing on both instances spend no more coins than the balance", async () => {
  const stamp = Date.now();
  const email = `racer.${stamp}@example.com`;
  const id = await registerMember(a.base, { name: "Race Tester", email, password: "Race2026" });
  const staff = await staffToken(b);
  expect(
    (
      await call(b, "POST", `admin/people/${id}/modules/`, staff, {
        module: "pro_pmt",
        granted: true,
      })
    ).status,
  ).toBe(200);

  const member = await token(a, email, "Race2026");
  const listed = await call(a, "GET", "api/propmtservice/", member);
  expect(listed.status).toBe(200);
  const courses = (
    (Array.isArray(listed.body)
      ? listed.body
      : (listed.body as { results: unknown[] }).results) as {
      id: number;
      coin_price: number | null;
    }[]
  ).filter((course) => (course.coin_price ?? 0) > 0);
  expect(courses.length).toBeGreaterThanOrEqual(3);
  const prices = courses.map((course) => course.coin_price as number).sort((x, y) => x - y);
  // Enough for the two cheapest, not for all of them.
  const balance = (prices[0] as number) + (prices[1] as number);
  expect(
    (
      await call(b, "POST", `admin/people/${id}/coins/`, staff, {
        change: balance,
        reason: "Race test",
      })
    ).status,
  ).toBe(200);

  // Every course ordered twice at once, once on each instance.
  const orders = await Promise.all(
    courses.flatMap((course) =>
      [a, b].map(async (server) => ({
        course,
        reply: await call(server, "POST", "api/orders/", member, {
          service: course.id,
          pay_with_coins: true,
        }),
      })),
    ),
  );
  const paid = orders.filter((order) => order.reply.status === 201);
  const spent = paid.reduce((sum, order) => sum + (order.course.coin_price as number), 0);
  expect(paid.length).toBeGreaterThan(0);
  expect(spent).toBeLessThanOrEqual(balance);
  // Each course bought at most once.
  expect(new Set(paid.map((order) => order.course.id)).size).toBe(paid.length);
  for (const order of orders) expect([201, 400, 409]).toContain(order.reply.status);
  // The balance the other instance charged shows on both (their records are purged through Redis).
  for (const server of [a, b]) {
    await expect
      .poll(
        async () =>
          ((await call(server, "GET", "app/me/", member)).body as { abc_coins: number }).abc_coins,
        { timeout: 1_000, intervals: [50] },
      )
      .toBe(balance - spent);
  }
});

test("a token revoked on one instance stops working on the other at once", async () => {
  const access = await token(b, "pmt@portal.test");
  const cookie = await signInOverHttp(a, "pmt@portal.test");
  // B reads the member's record now and would keep it 2 seconds without the purge.
  expect((await call(b, "GET", "app/me/", access)).status).toBe(200);
  const read = Date.now();
  await logout(a, cookie, true);
  await expect
    .poll(async () => (await call(b, "GET", "app/me/", access)).status, {
      timeout: 1_000,
      intervals: [50],
    })
    .toBe(401);
  // Refused before B's copy of the record would have run out by itself (else this proves nothing).
  expect(Date.now() - read).toBeLessThan(USER_CACHE_TTL_MS);
});

test("a file uploaded on one instance is served by the other", async () => {
  const staff = await staffToken(a);
  const picture = readFileSync(
    "content/images/0aac2d23f45283758d62ce041654a8ffcaabf8b4-600x600.jpg",
  );
  const uploaded = await fetch(`${a.base}/service/admin/uploads/image/`, {
    method: "POST",
    headers: { authorization: `Bearer ${staff}`, "content-type": "image/jpeg" },
    body: picture,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { url, bytes } = (await uploaded.json()) as { url: string; bytes: number };
  for (const server of [b, a]) {
    const served = await fetch(`${server.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBe(bytes);
  }
});

test("a balancer's forwarded address counts where TRUST_PROXY lists it, and only there", async () => {
  test.skip(!NETWORK_ADDRESS, "no network address on this machine");
  const port = (server: OwnServer) => new URL(server.base).port;
  const enquiry = (server: OwnServer, forwardedFor: string) =>
    fetch(`http://${NETWORK_ADDRESS}:${port(server)}/service/api/enquiry/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({
        name: "Behind A Balancer",
        email: "balanced@example.com",
        subject: "Forwarded",
        message: "Whose address is this?",
      }),
    });
  const visitor = address()["x-forwarded-for"];
  const other = address()["x-forwarded-for"];
  // B trusts the balancer: five enquiries from one visitor, then the sixth is refused, even with
  // an address the visitor made up in front of its own; another visitor is not held back.
  for (let index = 0; index < 5; index += 1) {
    expect((await enquiry(b, visitor)).status).toBe(201);
  }
  expect((await enquiry(b, `203.0.113.${randomInt(1, 255)}, ${visitor}`)).status).toBe(429);
  expect((await enquiry(b, other)).status).toBe(201);
  // A does not: whatever the header says, every enquiry counts as the balancer's own.
  for (let index = 0; index < 5; index += 1) {
    expect((await enquiry(a, address()["x-forwarded-for"])).status).toBe(201);
  }
  expect((await enquiry(a, address()["x-forwarded-for"])).status).toBe(429);
});

/**
 * The last test: it stops A. A balancer of the test's own spreads a steady
 * stream of requests over the instances /readyz calls ready (asked every
 * 100 ms, as a balancer's health check would); A is told to stop halfway and
 * the stream goes on until A has ended and B has answered a hundred more:
 * A's drain (1 s), its requests in flight and its closing all happen under load.
 */
test("SIGTERM to one instance in the middle of a burst drops no request", async () => {
  const servers = [a, b];
  const ready = new Set(servers);
  let probing = true;
  // One health check per instance, each on its own, with a timeout (a slow one is not ready).
  const probes = Promise.all(
    servers.map(async (server) => {
      while (probing) {
        const status = await fetch(`${server.base}/readyz`, {
          signal: AbortSignal.timeout(1_000),
        }).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status === 200) ready.add(server);
        else ready.delete(server);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const member = await token(b, "demo@portal.test");
  const cookie = await signInOverHttp(b, "demo@portal.test");
  // Cached pages, the bearer fast path, and a signed-in page rendered on each request.
  const requests: [string, Record<string, string>][] = [
    ["/", {}],
    ["/blog-grid", {}],
    ["/service/app/me/", { authorization: `Bearer ${member}` }],
    ["/my-profile", { cookie }],
  ];
  let next = 0;
  let answered = 0;
  let aEnded = false;
  let afterEnd = 0;
  const failures: string[] = [];
  const served = new Map<OwnServer, number>(servers.map((server) => [server, 0]));
  void a.exited.then(() => {
    aEnded = true;
  });
  async function one(index: number) {
    const server = [...ready][index % Math.max(ready.size, 1)] ?? b;
    const [path, headers] = requests[index % requests.length] as [string, Record<string, string>];
    try {
      const answer = await fetch(`${server.base}${path}`, {
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(20_000),
      });
      // The whole body: a connection cut halfway fails here.
      const body = await answer.text();
      if (answer.status !== 200 || body.length === 0) failures.push(`${path}: ${answer.status}`);
      served.set(server, (served.get(server) ?? 0) + 1);
    } catch (error) {
      failures.push(`${path} on ${server === a ? "A" : "B"}: ${(error as Error).message}`);
    }
    answered += 1;
    if (answered === 100) a.process.kill("SIGTERM");
    if (aEnded) afterEnd += 1;
  }
  const deadline = Date.now() + 60_000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (afterEnd < 100 && Date.now() < deadline) await one(next++);
    }),
  );
  probing = false;
  await probes;
  expect(failures).toEqual([]);
  // A ended while the stream went on, with 0; both had their share before.
  expect(aEnded).toBe(true);
  expect(await a.exited).toBe(0);
  expect(afterEnd).toBeGreaterThanOrEqual(100);
  expect(served.get(a)).toBeGreaterThan(20);
  expect(served.get(b)).toBeGreaterThan(120);
});
