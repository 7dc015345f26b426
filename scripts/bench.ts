/**
 * `npm run bench` (docs/benchmarks.md): ratios against bare servers answering the same bytes in
 * the same run, since the machines are shared and noisy.
 *
 *   --duration <s>      seconds per measured round (5)
 *   --rounds <n>        paired rounds per request (3)
 *   --load <s>          seconds of the mixed load (60)
 *   --postgres <url>    also run the load on PostgreSQL (default: TEST_DATABASE_URL, if set)
 *   --no-lighthouse     skip Lighthouse
 *   --only-load         only the mixed load and memory (for trying server settings)
 *   --quick             short rounds and load, for a smoke run (figures not comparable)
 */

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { FILL_HEADER } from "../server/page-cache.ts";
import { type CapturedAnswer, capture, responsesFile } from "./bench/capture.ts";
import { HEADERS } from "./bench/content-targets.ts";
import { firstLoadJavaScript } from "./bench/first-load.ts";
import { type LighthouseResult, runLighthouse } from "./bench/lighthouse.ts";
import { pairedRatio, pairedRounds } from "./bench/paired-rounds.ts";
import { freePort, type PortalServer, startPortal } from "./bench/portal-server.ts";
import { median, startChild } from "./bench/run.ts";
import { firstBlogPost, signInCookie } from "./bench/site-client.ts";

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    load: { type: "string", default: "60" },
    postgres: { type: "string", default: process.env.TEST_DATABASE_URL ?? "" },
    "no-lighthouse": { type: "boolean", default: false },
    "only-load": { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
  },
});
const quick = flags.quick;
const duration = quick ? 2 : Number(flags.duration);
const rounds = quick ? 1 : Number(flags.rounds);
const loadSeconds = quick ? 10 : Number(flags.load);
const idleSeconds = quick ? 5 : 30;
const root = process.cwd();
const log = (message: string) => console.error(`[bench] ${message}`);
const BENCH_SECRET_KEY = randomBytes(32).toString("hex");
/** Lets the benchmark's requests past the page cache to the renderer, as the cache's own fills. */
const FILL_SECRET = randomBytes(24).toString("hex");

const BARS = {
  cachedRatio: 0.7,
  uncachedRatio: 0.1,
  meRatio: 0.5,
  p99OverP50: 10,
  growth: 0.1,
  rssEmbeddedMb: 400,
  rssPostgresMb: 300,
  firstLoadKb: 130,
  lcpMs: 1200,
} as const;

interface Row {
  measure: string;
  value: string;
  bar: string;
  ok: boolean | undefined;
}
const rows: Row[] = [];
const row = (measure: string, value: string, bar = "", ok?: boolean) =>
  rows.push({ measure, value, bar, ok });

const MEMBERS = {
  demo: { username: "demo@portal.test", password: "Demo12345" },
  pmt: { username: "pmt@portal.test", password: "Demo12345" },
};

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function accessToken(origin: string): Promise<string> {
  const response = await fetch(new URL("/service/auth/jwt/create/", origin), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(MEMBERS.demo),
  });
  const body = (await response.json()) as { access?: string };
  if (!body.access) throw new Error(`The service gave no token (${response.status}).`);
  return body.access;
}

interface Pairing {
  name: string;
  path: string;
  headers: Record<string, string>;
}

async function ratios(site: PortalServer, pairings: Pairing[]): Promise<Map<string, number>> {
  const answers = new Map<string, CapturedAnswer>();
  const barePaths = new Map<string, string>();
  for (const [index, pairing] of pairings.entries()) {
    // Twice: the first may be the page cache's miss.
    await capture(site.origin, pairing.path, pairing.headers);
    const answer = await capture(site.origin, pairing.path, pairing.headers);
    if (answer.status !== 200) throw new Error(`${pairing.path} answered ${answer.status}.`);
    const barePath = `/${index}`;
    answers.set(barePath, answer);
    barePaths.set(pairing.name, barePath);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  const file = path.join(dir, "responses.json");
  writeFileSync(file, responsesFile(answers));
  const port = await freePort();
  const bare = await startChild(
    "scripts/bench/bare-server.ts",
    { PORT: String(port), BENCH_RESPONSES: file },
    /ready/,
  );
  const result = new Map<string, number>();
  try {
    for (const pairing of pairings) {
      const barePath = barePaths.get(pairing.name) as string;
      log(`${pairing.name}: ${rounds} paired rounds of ${duration} s`);
      const [pairs] = await pairedRounds(
        { url: `http://127.0.0.1:${port}${barePath}`, headers: pairing.headers },
        [{ url: new URL(pairing.path, site.origin).href, headers: pairing.headers }],
        { rounds, duration, warmup: quick ? 1 : 2, connections: 10 },
      );
      for (const pair of pairs ?? []) {
        if (pair.candidate.errors > 0) throw new Error(`${pairing.path}: errors under load.`);
      }
      result.set(pairing.name, pairedRatio(pairs ?? []));
    }
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

interface LoadFigures {
  start: number;
  warm: number;
  loaded: number;
  idle: number;
  p50: number;
  p99: number;
  errors: number;
  requestsPerSecond: number;
  max: number;
  byKind: Record<PageKind, { p50: number; p99: number }>;
}

type PageKind = "public" | "signed-in";

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
}

/** 100 connections over public and signed-in pages: a warm-up round, the measured one, then idle. */
async function mixedLoad(site: PortalServer, seconds: number): Promise<LoadFigures> {
  const start = rssMb(site.pid);
  const post = await firstBlogPost(site.origin);
  const demo = await signInCookie(site.origin, MEMBERS.demo);
  const pmt = await signInCookie(site.origin, MEMBERS.pmt);
  const page = HEADERS.page;
  const requests: autocannon.Request[] = [
    { path: "/", headers: page },
    { path: post, headers: page },
    { path: "/blog-grid", headers: page },
    { path: "/about", headers: page },
    { path: "/work", headers: page },
    { path: "/service", headers: page },
    { path: "/", headers: { ...page, cookie: demo } },
    { path: "/my-profile", headers: { ...page, cookie: demo } },
    { path: "/my-orders", headers: { ...page, cookie: demo } },
    { path: "/pmt-aspirants", headers: { ...page, cookie: pmt } },
  ];
  const kinds: PageKind[] = requests.map((request) =>
    request.headers?.cookie ? "signed-in" : "public",
  );
  const latencies: Record<PageKind, number[]> = { public: [], "signed-in": [] };
  const run = (duration: number) => {
    // Without a callback autocannon returns its event emitter, made thenable (its types say Promise).
    const instance = autocannon({
      url: site.origin,
      connections: 100,
      duration,
      requests,
    }) as unknown as Promise<autocannon.Result> & NodeJS.EventEmitter;
    // Each connection walks the list in order; at a response its iterator still points at that request.
    instance.on("response", (client: unknown, _status: number, _bytes: number, ms: number) => {
      const index = (client as { requestIterator: { currentRequestIndex: number } }).requestIterator
        .currentRequestIndex;
      const kind = kinds[index];
      if (kind) latencies[kind].push(ms);
    });
    return instance;
  };
  log(`mixed load: warm-up round (${Math.round(seconds / 3)} s, 100 connections)`);
  await run(Math.round(seconds / 3));
  const warm = rssMb(site.pid);
  latencies.public = [];
  latencies["signed-in"] = [];
  log(`mixed load: measured round (${seconds} s)`);
  const result = await run(seconds);
  const byKind = Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [
        kind,
        { p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)) },
      ];
    }),
  ) as LoadFigures["byKind"];
  const loaded = rssMb(site.pid);
  log(`idle ${idleSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  return {
    start,
    warm,
    loaded,
    idle: rssMb(site.pid),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    byKind,
  };
}

function loadRows(label: string, figures: LoadFigures, ceilingMb: number): void {
  const ratio = figures.p99 / Math.max(figures.p50, 1);
  row(
    `${label}: 100 connections, ${loadSeconds} s mixed`,
    `${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, ${figures.errors} errors`,
    `0 errors, p99 ≤ ${BARS.p99OverP50} × p50`,
    figures.errors === 0 && ratio <= BARS.p99OverP50,
  );
  const { public: open, "signed-in": signedIn } = figures.byKind;
  row(
    `${label}: the same load by kind of page (public pages come from the page cache)`,
    `public p50 ${open.p50} ms, p99 ${open.p99} ms; signed-in p50 ${signedIn.p50} ms, p99 ${signedIn.p99} ms`,
    "(not a bar: how the mix splits)",
  );
  const growth = figures.loaded / figures.warm - 1;
  const settle = figures.idle / figures.warm - 1;
  row(
    `${label}: RSS start / warm / after load / after ${idleSeconds} s idle`,
    `${figures.start} / ${figures.warm} / ${figures.loaded} / ${figures.idle} MB`,
    `growth ≤ 10%, idle ≤ warm + 10%, ≤ ${ceilingMb} MB`,
    growth <= BARS.growth &&
      settle <= BARS.growth &&
      Math.max(figures.loaded, figures.idle) <= ceilingMb,
  );
}

function lighthouseRow(name: string, result: LighthouseResult): void {
  const s = result.scores;
  const all100 = [s.performance, s.accessibility, s["best-practices"], s.seo].every(
    (score) => score === 100,
  );
  row(
    `Lighthouse mobile, ${name}`,
    `${s.performance} / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}; LCP ${Math.round(result.lcp ?? 0)} ms, FCP ${Math.round(result.fcp ?? 0)} ms, CLS ${(result.cls ?? 0).toFixed(3)}`,
    "100 / 100 / 100 / 100, LCP ≤ 1.2 s, CLS 0",
    all100 && (result.lcp ?? Infinity) <= BARS.lcpMs && (result.cls ?? 1) === 0,
  );
  if (result.failing.length > 0) {
    log(`${name}: ${result.failing.map((audit) => `${audit.id} (${audit.score})`).join(", ")}`);
  }
}

function printTable(): void {
  const day = new Date().toISOString().slice(0, 16).replace("T", " ");
  console.log(
    `\nMeasured ${day} UTC on ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}), Node ${process.versions.node}, load average ${loadavg()[0]?.toFixed(2)}; ${rounds} paired round(s) of ${duration} s per ratio (autocannon, 10 connections).\n`,
  );
  console.log("| measure | this run | bar | |");
  console.log("| --- | --- | --- | --- |");
  for (const entry of rows) {
    const mark = entry.ok === undefined ? "" : entry.ok ? "met" : "**not met**";
    console.log(`| ${entry.measure} | ${entry.value} | ${entry.bar} | ${mark} |`);
  }
}

process.env.ACCESS_TOKEN_LIFETIME = "3600";
// A log line per request, as a deployment runs (JSON, info); the logging-cost row compares it with none.
const site = await startPortal({
  root,
  dataDir: ".data/bench",
  env: { LOG_LEVEL: "info", LOG_FORMAT: "json", PAGE_FILL_SECRET: FILL_SECRET },
  log,
});
log(`site ready at ${site.origin} in ${(site.startMs / 1000).toFixed(1)} s`);
try {
  if (!flags["only-load"]) await ratiosAndPages(site);
  loadRows("Embedded defaults", await mixedLoad(site, loadSeconds), BARS.rssEmbeddedMb);
} finally {
  await site.stop();
}

async function ratiosAndPages(site: PortalServer): Promise<void> {
  const post = await firstBlogPost(site.origin);
  const page = HEADERS.page;
  const token = await accessToken(site.origin);
  const measured = await ratios(site, [
    { name: "Home, cached", path: "/", headers: page },
    { name: "Blog post, cached", path: post, headers: page },
    { name: "Blog grid, cached", path: "/blog-grid", headers: page },
    // A page editors composed in the studio, at /{slug}.
    { name: "Landing page, cached", path: "/neet-2027", headers: page },
    // The page cache lets its own fills through: this is React Router rendering the post.
    { name: "Blog post, rendered", path: post, headers: { ...page, [FILL_HEADER]: FILL_SECRET } },
    {
      name: "app/me/ with a token",
      path: "/service/app/me/",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    },
  ]);
  const ratioRows: [name: string, label: string, bar: number, digits: number][] = [
    ["Home, cached", "Home, cached ÷ bare server, same bytes", BARS.cachedRatio, 2],
    ["Blog post, cached", "Blog post, cached ÷ bare server, same bytes", BARS.cachedRatio, 2],
    ["Blog grid, cached", "Blog grid, cached ÷ bare server, same bytes", BARS.cachedRatio, 2],
    [
      "Landing page, cached",
      "Landing page (page builder), cached ÷ bare server, same bytes",
      BARS.cachedRatio,
      2,
    ],
    ["Blog post, rendered", "Blog post, uncached render ÷ bare server", BARS.uncachedRatio, 3],
    ["app/me/ with a token", "GET /service/app/me/ ÷ bare fixed JSON", BARS.meRatio, 2],
  ];
  for (const [name, label, bar, digits] of ratioRows) {
    const ratio = measured.get(name) ?? 0;
    row(label, ratio.toFixed(digits), `≥ ${bar}`, ratio >= bar);
  }

  await loggingCost(site, page);

  const home = await (await fetch(site.origin)).text();
  const firstLoad = await firstLoadJavaScript(site.origin, home);
  const kb = firstLoad.gzipTotal / 1024;
  row(
    "JavaScript on the first load of /, gzip",
    `${kb.toFixed(1)} KB in ${firstLoad.files.length} files`,
    `≤ ${BARS.firstLoadKb} KB`,
    kb <= BARS.firstLoadKb,
  );
  log(
    firstLoad.files
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => `${file.path} ${(file.gzip / 1024).toFixed(1)} KB`)
      .join(", "),
  );

  if (!flags["no-lighthouse"]) {
    const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
    const pmt = await signInCookie(site.origin, MEMBERS.pmt);
    for (const [name, url, cookie] of [
      ["/", site.origin, undefined],
      ["a blog post", new URL(post, site.origin).href, undefined],
      ["/pmt-aspirants signed in", new URL("/pmt-aspirants", site.origin).href, pmt],
      ["/hi", new URL("/hi", site.origin).href, undefined],
      [
        "a Hindi post",
        new URL(await firstBlogPost(site.origin, "hi"), site.origin).href,
        undefined,
      ],
    ] as const) {
      log(`Lighthouse on ${name}`);
      lighthouseRow(name, await runLighthouse(url, { categories: [...categories], cookie }));
    }
  }
}

/** This site (a JSON line per request) against a second that writes none, in paired rounds. */
async function loggingCost(site: PortalServer, headers: Record<string, string>): Promise<void> {
  const quiet = await startPortal({
    root,
    dataDir: ".data/bench-quiet",
    env: { LOG_LEVEL: "warn", LOG_FORMAT: "json" },
    log,
  });
  try {
    for (const origin of [site.origin, quiet.origin]) {
      await capture(origin, "/", headers);
      await capture(origin, "/", headers);
    }
    log(`Logging cost: ${rounds} paired rounds of ${duration} s`);
    const [pairs = []] = await pairedRounds(
      { url: `${quiet.origin}/`, headers },
      [{ url: `${site.origin}/`, headers }],
      { rounds, duration, warmup: quick ? 1 : 2, connections: 10 },
    );
    const ratio = pairedRatio(pairs);
    const rate = (side: "baseline" | "candidate") =>
      Math.round(median(pairs.map((pair) => pair[side].requestsPerSecond)));
    row(
      "Home, cached: a log line per request ÷ none",
      `${ratio.toFixed(2)} (${rate("candidate")} vs ${rate("baseline")} req/s)`,
      "(what logging costs)",
    );
  } finally {
    await quiet.stop();
  }
}

/** Seeded with the demo accounts, dropped after. */
async function withBenchDatabase(url: string, run: (databaseUrl: string) => Promise<void>) {
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: target.href, SECRET_KEY: BENCH_SECRET_KEY };
  try {
    const seeded = spawnSync(process.execPath, ["service/seed/cli.ts"], { env, stdio: "inherit" });
    if (seeded.status !== 0) throw new Error("Seeding the benchmark database failed.");
    await run(target.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (flags.postgres) {
  await withBenchDatabase(flags.postgres, async (databaseUrl) => {
    const onPostgres = await startPortal({
      root,
      dataDir: ".data/bench-postgres",
      env: { DATABASE_URL: databaseUrl, SECRET_KEY: BENCH_SECRET_KEY },
      log,
    });
    try {
      loadRows("PostgreSQL", await mixedLoad(onPostgres, loadSeconds), BARS.rssPostgresMb);
    } finally {
      await onPostgres.stop();
    }
  });
}

printTable();
