/**
 * `npm run bench:content`: the public pages, warm, against a static file from the same host.
 *
 *   --duration <s>      seconds per measured round (3)
 *   --rounds <n>        rounds per request (3)
 *   --warmup <s>        unmeasured seconds per request first (2)
 *   --connections <n>   autocannon connections (10)
 *   --search <text>     the search page's query (ayurveda)
 *   --profile <what>    instead: CPU-profile the server under load on one request
 *                       (a path, or part of a row's name: home, grid, post, search, image)
 *   --profile-seconds <s>  how long that load runs (10)
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { discoverTargets, type Target } from "./bench/content-targets.ts";
import { type CpuProfile, formatSummary, summariseProfile } from "./bench/cpu-profile.ts";
import {
  BENCH_FLAGS,
  benchmarkPages,
  benchSettings,
  checkTargets,
  positive,
} from "./bench/page-benchmark.ts";
import { type PortalServer, startPortal } from "./bench/portal-server.ts";
import { measure } from "./bench/run.ts";

const root = process.cwd();
const DATA_DIR = ".data/bench-content";
const PROFILE_DIR = ".data/bench-content-profiles";

const { values: flags } = parseArgs({
  options: {
    ...BENCH_FLAGS,
    search: { type: "string", default: "ayurveda" },
    profile: { type: "string" },
    "profile-seconds": { type: "string", default: "10" },
  },
});

const settings = {
  ...benchSettings(flags),
  profileSeconds: positive("profile-seconds", flags["profile-seconds"]),
};

const log = (message: string) => console.error(`[bench:content] ${message}`);
const toOptions = (origin: string, target: Target) => ({
  url: new URL(target.path, origin).href,
  headers: target.headers,
});

async function benchmark(server: PortalServer): Promise<void> {
  const targets = await discoverTargets(server.origin, flags.search);
  const rows = await benchmarkPages(server.origin, targets, settings, log);
  const slow = rows.filter((row) => row.ratio !== undefined && row.ratio < 0.05);
  if (slow.length > 0) {
    console.log(
      `Below 0.05 of the baseline: ${slow.map((row) => row.name).join(", ")}. ` +
        "See where the time goes with: npm run bench:content -- --profile <path or name>",
    );
  }
}

function newestProfile(dir: string): string {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const newest = files[0];
  if (!newest) throw new Error(`The server wrote no .cpuprofile into ${dir}.`);
  return newest;
}

async function profile(server: PortalServer, what: string, profileDir: string): Promise<void> {
  const { baseline, measured } = await discoverTargets(server.origin, flags.search);
  const wanted = what.toLowerCase();
  const target = what.startsWith("/")
    ? { name: what, path: what, headers: measured[0]?.headers ?? {} }
    : [baseline, ...measured].find((candidate) => candidate.name.toLowerCase().includes(wanted));
  if (!target) {
    throw new Error(`No request is called "${what}"; give a path (/…) or part of a row's name.`);
  }
  await checkTargets(server.origin, [target]);
  const options = { ...toOptions(server.origin, target), connections: settings.connections };
  log(`warm-up ${target.path}`);
  await measure({ ...options, duration: Math.max(settings.warmup, 1) });
  log(`profiling ${target.path} for ${settings.profileSeconds} s`);
  // The profile's clock is the monotonic one process.hrtime reads, in microseconds.
  const from = Number(process.hrtime.bigint() / 1000n);
  const round = await measure({ ...options, duration: settings.profileSeconds });
  const to = Number(process.hrtime.bigint() / 1000n);
  await server.stop();
  const file = newestProfile(profileDir);
  // Kept beside the profile, so it can be summarised again over the same window.
  writeFileSync(`${file}.window.json`, `${JSON.stringify({ path: target.path, from, to })}\n`);
  const summary = summariseProfile(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, {
    root,
    window: [from, to],
  });
  console.log(
    `\n${target.name} ${target.path}: ${Math.round(round.requestsPerSecond)} req/s while profiled ` +
      `(p50 ${round.p50} ms, p99 ${round.p99} ms, ${round.errors} errors).\n`,
  );
  console.log(formatSummary(summary));
  console.log(`\nThe whole profile (open it in Chrome DevTools): ${path.relative(root, file)}`);
}

const profileDir = path.join(root, PROFILE_DIR, String(process.pid));
if (flags.profile) mkdirSync(profileDir, { recursive: true });
const server = await startPortal({
  root,
  dataDir: DATA_DIR,
  nodeFlags: flags.profile ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [],
  log,
});
log(
  `site ready at ${server.origin} in ${(server.startMs / 1000).toFixed(1)} s` +
    (server.rebuilt ? " (rebuilt first)" : ""),
);
try {
  if (flags.profile) await profile(server, flags.profile, profileDir);
  else await benchmark(server);
} finally {
  await server.stop();
  const errors = server.errorOutput().trim();
  if (errors) log(`the server wrote to stderr during the run:\n${errors.slice(0, 2000)}`);
}
