import { rmSync } from "node:fs";
import { DATASET } from "../pages/dataset.ts";
import { fakeSanityApi } from "../support/fake-sanity-api.ts";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy.ts";
import { serveFakeSanity } from "../support/sanity-http.ts";
import { expect, test } from "./fixtures";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * Issue #29: Sanity's API down when an instance starts, so no content is kept
 * yet. Sanity is played over HTTP behind a fault proxy that is cut before the
 * site starts. Needs nothing but the embedded defaults.
 */

const DATA_DIR = `.data/e2e-content-down-${process.pid}`;
const PROJECT = "startdown";
let proxy: FaultProxy;
let closeSanity: () => Promise<void>;
let site: OwnServer;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const fake = fakeSanityApi(PROJECT, "production");
  for (const doc of DATASET.all) fake.documents.set(doc._id, doc);
  const sanity = await serveFakeSanity(fake.handlers as never, PROJECT);
  closeSanity = sanity.close;
  proxy = await startFaultProxy({ host: "127.0.0.1", port: Number(new URL(sanity.url).port) });
  proxy.cut();
  rmSync(DATA_DIR, { recursive: true, force: true });
  fromPreparedDatabase(DATA_DIR);
  site = startOwnServer(await freePort(), DATA_DIR, {
    SANITY_PROJECT_ID: PROJECT,
    SANITY_DATASET: "production",
    SANITY_API_HOST: `http://127.0.0.1:${proxy.port}`,
  });
  await untilAnswering(site, "/robots.txt");
});

test.afterAll(async () => {
  site?.process.kill("SIGTERM");
  await site?.exited;
  await proxy?.close();
  await closeSanity?.();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("the site starts, says it is being looked after (503, not 500), is not ready, and serves pages once Sanity answers; a Sanity that answers nothing costs a page its deadline at most", async () => {
  const readiness = await fetch(`${site.base}/readyz`);
  expect(readiness.status).toBe(503);
  // The world gets the probe's words; the log has the cause.
  expect(await readiness.text()).toMatch(/content/);
  await expect.poll(() => site.output()).toMatch(/The content source failed/);
  for (const path of ["/", "/about", "/blog"]) {
    const page = await fetch(`${site.base}${path}`);
    expect(page.status, path).toBe(503);
    expect(page.headers.get("retry-after"), path).toMatch(/^\d+$/);
    const html = await page.text();
    expect(html, path).toMatch(/being looked after/);
    expect(html, path).toMatch(/try again in a minute/i);
  }
  // A Sanity that takes the call and answers nothing (a partition): the 3 s deadline holds.
  proxy.stall();
  const started = Date.now();
  expect((await fetch(`${site.base}/testimonials`)).status).toBe(503);
  expect(Date.now() - started).toBeLessThan(5_000);
  proxy.restore();
  const back = Date.now();
  await expect
    .poll(async () => (await fetch(`${site.base}/`)).status, { timeout: 5_000 })
    .toBe(200);
  expect(Date.now() - back).toBeLessThan(5_000);
  // Ready again without a restart (the probe asks again after a failure).
  await expect
    .poll(async () => (await fetch(`${site.base}/readyz`)).status, { timeout: 15_000 })
    .toBe(200);
});
