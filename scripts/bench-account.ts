/**
 * `npm run bench:account`: the signed-in pages against a static file; nothing user-specific is
 * cached, so every request asks the service afresh.
 *
 *   --duration <s>      seconds per measured round (3)
 *   --rounds <n>        rounds per request (3)
 *   --warmup <s>        unmeasured seconds per request first (2)
 *   --connections <n>   autocannon connections (10)
 */
import { parseArgs } from "node:util";
import { HEADERS, probe, type Target } from "./bench/content-targets.ts";
import { BENCH_FLAGS, benchmarkPages, benchSettings } from "./bench/page-benchmark.ts";
import { type PortalServer, startPortal } from "./bench/portal-server.ts";
import { signInCookie } from "./bench/site-client.ts";

const DATA_DIR = ".data/bench-account";
const MEMBER = { username: "demo@portal.test", password: "Demo12345" };

const { values: flags } = parseArgs({ options: BENCH_FLAGS });
const settings = benchSettings(flags);
const log = (message: string) => console.error(`[bench:account] ${message}`);

async function targetsFor(server: PortalServer) {
  const cookie = await signInCookie(server.origin, MEMBER);
  const page = { ...HEADERS.page, cookie };
  const profile = await probe(server.origin, {
    name: "profile",
    path: "/my-profile",
    headers: page,
  });
  const course = profile.text.match(/href="(\/my-courses\/\d+)"/)?.[1];
  if (!course) throw new Error("/my-profile links to no purchased course of the demo member.");
  const measured: Target[] = [
    { name: "Home, signed out", path: "/", headers: HEADERS.page },
    { name: "Home, signed in", path: "/", headers: page },
    { name: "My profile", path: "/my-profile", headers: page },
    { name: "My orders", path: "/my-orders", headers: page },
    { name: "PMT courses", path: "/pmt-aspirants", headers: page },
    { name: "A purchased course", path: course, headers: page },
    { name: "Module page (Shatayu)", path: "/shatayu", headers: page },
  ];
  return {
    baseline: { name: "Static file (baseline)", path: "/favicon.svg", headers: HEADERS.image },
    measured,
  };
}

// One sign-in serves the whole run: the access token must outlive it (5 minutes by default).
process.env.ACCESS_TOKEN_LIFETIME = "3600";
const server = await startPortal({ root: process.cwd(), dataDir: DATA_DIR, nodeFlags: [], log });
log(`site ready at ${server.origin} in ${(server.startMs / 1000).toFixed(1)} s`);
try {
  const targets = await targetsFor(server);
  await benchmarkPages(server.origin, targets, settings, log);
  // A page that had signed the member out would have answered a redirect all along.
  for (const target of targets.measured) {
    const answer = await probe(server.origin, target);
    if (answer.status !== 200)
      throw new Error(`${target.path} answered ${answer.status} at the end.`);
  }
} finally {
  await server.stop();
  const errors = server.errorOutput().trim();
  if (errors) log(`the server wrote to stderr during the run:\n${errors.slice(0, 2000)}`);
}
