import type { IncomingMessage, ServerResponse } from "node:http";

// Answered before the gate and the cache: a probe comes by address, not by the site's name, and is
// never rate-limited, cached or logged as a visit.

export interface ReadinessCheck {
  name: string;
  /** Rejects with words. */
  run(): Promise<void>;
  timeoutMs?: number;
}

export interface HealthOptions {
  checks: readonly ReadinessCheck[];
  stopping(): boolean;
  checkTimeoutMs?: number;
  /** How long one round of checks answers every probe. */
  reuseMs?: number;
}

type CheckResult = { ok: true } | { ok: false; error: string };

const HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
};

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...HEADERS, "content-length": Buffer.byteLength(text) });
  res.end(req.method === "HEAD" ? undefined : text);
}

function withTimeout(check: ReadinessCheck, fallbackMs: number): Promise<CheckResult> {
  const ms = check.timeoutMs ?? fallbackMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${ms} ms` }), ms);
  });
  const run = check.run().then(
    (): CheckResult => ({ ok: true }),
    (error: unknown): CheckResult => ({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

export function healthProbes(options: HealthOptions) {
  const timeoutMs = options.checkTimeoutMs ?? 2_000;
  const reuseMs = options.reuseMs ?? 1_000;
  // A flood of probes costs the database and the renderer no more than one round a second.
  let last: { at: number; results: Promise<CheckResult[]> } | undefined;
  const checked = () => {
    if (!last || Date.now() - last.at >= reuseMs) {
      last = {
        at: Date.now(),
        results: Promise.all(options.checks.map((check) => withTimeout(check, timeoutMs))),
      };
    }
    return last.results;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    const path = url.split("?", 1)[0];
    if (path !== "/healthz" && path !== "/readyz") return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      answer(req, res, 405, { status: "method not allowed", allowed: ["GET", "HEAD"] });
      return true;
    }
    if (path === "/healthz") {
      answer(req, res, 200, { status: "ok" });
      return true;
    }
    if (options.stopping()) {
      answer(req, res, 503, { status: "stopping" });
      return true;
    }
    void checked().then((results) => {
      const checks = Object.fromEntries(
        options.checks.map((check, index) => [check.name, results[index]]),
      );
      const ready = results.every((result) => result.ok) && !options.stopping();
      answer(req, res, ready ? 200 : 503, {
        status: ready ? "ready" : options.stopping() ? "stopping" : "not ready",
        checks,
      });
    });
    return true;
  };
}
