/**
 * `npm run bench:service`: GET app/me/ with a valid token on the bundled
 * service (standalone, embedded PGlite), against a bare node:http server
 * answering the same JSON body, in the same run. Reports the ratio.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compare, median, startChild, summary } from "./bench/run.ts";

const SERVICE_PORT = 8181;
const BARE_PORT = 8182;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));

const service = await startChild(
  "service/standalone.ts",
  {
    SERVICE_PORT: String(SERVICE_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ACCESS_TOKEN_LIFETIME: "3600",
  },
  /ready at/,
);
try {
  const login = await fetch(`http://127.0.0.1:${SERVICE_PORT}/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo@portal.test", password: "Demo12345" }),
  });
  const { access } = (await login.json()) as { access: string };
  const meUrl = `http://127.0.0.1:${SERVICE_PORT}/app/me/`;
  const me = await (await fetch(meUrl, { headers: { authorization: `Bearer ${access}` } })).text();
  const bare = await startChild(
    "scripts/bench/bare-server.ts",
    { PORT: String(BARE_PORT), BENCH_BODY: me },
    /ready/,
  );
  try {
    const results = await compare(
      ROUNDS,
      { url: `http://127.0.0.1:${BARE_PORT}/app/me/` },
      { url: meUrl, headers: { authorization: `Bearer ${access}` } },
    );
    const ratio =
      median(results.candidate.map((round) => round.requestsPerSecond)) /
      median(results.baseline.map((round) => round.requestsPerSecond));
    console.table([
      summary("bare node:http, fixed body", results.baseline),
      summary("service GET app/me/", results.candidate),
    ]);
    console.log(`ratio (service / bare): ${ratio.toFixed(2)}  (goal: at least 0.5)`);
  } finally {
    bare.kill();
  }
} finally {
  service.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
