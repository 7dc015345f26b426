import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Probes for a load balancer or an orchestrator, answered before
 * the request gate, the page cache and the application: a probe comes from
 * the platform, by address rather than by the site's name, and must never be
 * rate-limited, cached or logged as a visit.
 *
 * - `GET /healthz`: the process answers (it is alive; restart it if not).
 * - `GET /readyz`: it can serve: each check passes (the database answers,
 *   its migrations are applied) and it is not shutting down. 503 otherwise,
 *   with what failed, so traffic goes to the other instances meanwhile.
 */

export interface ReadinessCheck {
  name: string;
  /** Resolves when the check passes; rejects with words when it does not. */
  run(): Promise<void>;
  /** Its own time limit (a page's render under load may take longer than a query). */
  timeoutMs?: number;
}

export interface HealthOptions {
  checks: readonly ReadinessCheck[];
  /** True once the instance has been told to stop: it finishes its requests but takes no new traffic. */
  stopping(): boolean;
  /** How long a check may take before it counts as failed. */
  checkTimeoutMs?: number;
  /** How long one round of checks answers every probe (default 1 s). */
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

/** The probes' handler: true when it answered the request (a probe's path), false otherwise. */
export function healthProbes(options: HealthOptions) {
  const timeoutMs = options.checkTimeoutMs ?? 2_000;
  const reuseMs = options.reuseMs ?? 1_000;
  // One round of checks at a time, its answer kept a second: a flood of probes from anyone
  // costs the database and the renderer no more than one probe a second.
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
