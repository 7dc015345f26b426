import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { datasetCopy, publishWebhook } from "./content-publish";
import { expect, test } from "./fixtures";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * A publish forgets only the pages that show the document, on every instance:
 * two instances (embedded databases of their own) share one Redis and one
 * dataset; one post is published through one of them. Each page says how it
 * was served in `Cache-Status` (RFC 9211). Needs TEST_REDIS_URL.
 */

const REDIS = process.env.TEST_REDIS_URL;
const DATA_DIRS = [`.data/e2e-purge-a-${process.pid}`, `.data/e2e-purge-b-${process.pid}`];
const DATASET_DIR = `.data/e2e-purge-content-${process.pid}`;
const SECRET = randomBytes(24).toString("hex");
/** A published English post with a Hindi translation in the dataset. */
const POST = { _id: "post-dinacharya-for-students", _type: "post" };
const POST_PATH = "/blog-details/dinacharya-for-students";

test.skip(!REDIS, "needs TEST_REDIS_URL");
// One worker runs both, in order: they share the Redis database, and a publish in one must not
// reach the other's instances mid-render. It also starts the two instances once.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let a: OwnServer;
let b: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // A Redis database of their own: its purges reach no other test's instances, theirs not these.
  const redis = new URL(REDIS as string);
  redis.pathname = "/13";
  const settings = {
    REDIS_URL: redis.toString(),
    SANITY_WEBHOOK_SECRET: SECRET,
    CONTENT_DATASET: datasetCopy(DATASET_DIR),
  };
  for (const dir of DATA_DIRS) {
    rmSync(dir, { recursive: true, force: true });
    fromPreparedDatabase(dir);
  }
  a = startOwnServer(await freePort(), DATA_DIRS[0] as string, settings);
  b = startOwnServer(await freePort(), DATA_DIRS[1] as string, settings);
  await Promise.all([untilAnswering(a, "/readyz"), untilAnswering(b, "/readyz")]);
});

test.afterAll(async () => {
  for (const server of [a, b]) {
    server?.process.kill("SIGTERM");
    await server?.exited;
  }
  for (const dir of [...DATA_DIRS, DATASET_DIR]) rmSync(dir, { recursive: true, force: true });
});

/** How the instance served `path`: its Cache-Status. */
async function cacheStatus(server: OwnServer, path: string): Promise<string> {
  const answer = await fetch(`${server.base}${path}`);
  expect(answer.status, path).toBe(200);
  await answer.arrayBuffer();
  return answer.headers.get("cache-status") ?? "(none)";
}

const HIT = /^portal; hit; ttl=-?\d+$/;
const MISS = /^portal; fwd=uri-miss(; collapsed)?; stored$/;

test("a publish of one post forgets its page, the blog and the home page on both instances, and keeps /about", async () => {
  const untouched = ["/about", "/hi/about", "/contact"];
  const purged = [POST_PATH, `/hi${POST_PATH}`, "/blog-grid", "/hi/blog-grid", "/"];
  for (const server of [a, b]) {
    for (const path of [...untouched, ...purged]) {
      // The first answer renders the page and keeps it; the next comes from memory.
      expect(await cacheStatus(server, path), path).toMatch(MISS);
      expect(await cacheStatus(server, path), path).toMatch(HIT);
    }
  }
  // A signed-in visitor's page is never the shared one, and says so.
  const personal = await fetch(`${a.base}/about`, { headers: { cookie: "portal_session=x" } });
  expect(personal.headers.get("cache-status")).toBe("portal; fwd=bypass");

  const published = await publishWebhook(a.base, SECRET, POST);
  expect(published.status).toBeLessThan(300);

  // B hears it through Redis: once its post page is rendered again, the whole purge is applied.
  await expect
    .poll(() => cacheStatus(b, POST_PATH), { timeout: 10_000, intervals: [100, 250] })
    .toMatch(MISS);
  expect(await cacheStatus(a, POST_PATH), `A ${POST_PATH}`).toMatch(MISS);
  for (const server of [a, b]) {
    const name = server === a ? "A" : "B";
    for (const path of purged.filter((path) => path !== POST_PATH)) {
      expect(await cacheStatus(server, path), `${name} ${path}`).toMatch(MISS);
    }
    for (const path of untouched) {
      expect(await cacheStatus(server, path), `${name} ${path}`).toMatch(HIT);
    }
  }
});

test("an author's publish forgets the pages that show their posts (their cards carry the post, not the author), and keeps /about", async () => {
  const shows = [POST_PATH, "/blog-grid"];
  for (const server of [a, b]) {
    for (const path of [...shows, "/about"]) {
      await cacheStatus(server, path);
      expect(await cacheStatus(server, path), path).toMatch(HIT);
    }
  }
  const published = await publishWebhook(a.base, SECRET, {
    _id: "author-kavya-nair",
    _type: "author",
  });
  expect(published.status).toBeLessThan(300);
  await expect
    .poll(() => cacheStatus(b, POST_PATH), { timeout: 10_000, intervals: [100, 250] })
    .toMatch(MISS);
  expect(await cacheStatus(a, POST_PATH), `A ${POST_PATH}`).toMatch(MISS);
  for (const server of [a, b]) {
    expect(await cacheStatus(server, "/blog-grid"), "/blog-grid").toMatch(MISS);
    expect(await cacheStatus(server, "/about"), "/about").toMatch(HIT);
  }
});
