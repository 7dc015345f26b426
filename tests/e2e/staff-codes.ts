import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import lockfile from "proper-lockfile";
import { DEMO_STAFF } from "../../service/seed/data.ts";

/**
 * Authenticator codes for the journeys' staff sign-ins (decision 0060). A server takes each time
 * step of an account once, within a step either side of its own: so the run's workers share one
 * ledger per server (per database), a file of this run's
 * (the Playwright runner is every worker's parent) locked while a step is taken, and a step is
 * never handed out twice. Past the steps valid now, a code waits for its step: about one sign-in
 * per 30 s per account is all a server allows, so sessions are kept (fixtures.ts).
 */

const STEP_MS = 30_000;
/** A code whose last valid moment is nearer than this is not handed out: it could expire on the way. */
const MARGIN_MS = 8_000;

interface Ledger {
  /** The last step handed out, per key. */
  last: Record<string, number>;
  /** Keys of accounts whose app a journey set up (the demo staff member's is published). */
  keys: Record<string, string>;
  /** Service API access tokens past the code step, shared by the workers (they hold no state). */
  tokens?: Record<string, { access: string; at: number }>;
}

function ledgerFile(scope: string): string {
  const server = createHash("sha256").update(scope).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `portal-e2e-codes-${process.ppid}-${server}.json`);
}

async function withLedger<T>(scope: string, change: (ledger: Ledger) => T): Promise<T> {
  const file = ledgerFile(scope);
  writeFileSync(file, "", { flag: "a" });
  const release = await lockfile.lock(file, {
    retries: { retries: 200, minTimeout: 5, maxTimeout: 50 },
    stale: 10_000,
  });
  try {
    const text = readFileSync(file, "utf8");
    const ledger: Ledger = text ? JSON.parse(text) : { last: {}, keys: {} };
    const result = change(ledger);
    writeFileSync(file, JSON.stringify(ledger));
    return result;
  } finally {
    await release();
  }
}

/**
 * A code of `key` that the server of `scope` (its base URL, or its database's when servers share
 * one) has never been given: the step after the last handed out, or the earliest still valid.
 */
export async function staffCode(
  scope: string,
  key: string = DEMO_STAFF.authenticatorKey,
): Promise<string> {
  const step = await withLedger(scope, (ledger) => {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    // Step t-1 is valid to the end of step t.
    const earliest = now < (current + 1) * STEP_MS - MARGIN_MS ? current - 1 : current;
    const step = Math.max((ledger.last[key] ?? Number.NEGATIVE_INFINITY) + 1, earliest);
    ledger.last[key] = step;
    return step;
  });
  // A step is valid from the start of the one before it.
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) {
    // Waiting for the server's clock is not the journey's slowness: its time limit grows by it.
    try {
      test.setTimeout(test.info().timeout + wait + 100);
    } catch {
      // Outside a test (a hook): nothing to extend.
    }
    await sleep(wait + 100);
  }
  return new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: step * STEP_MS });
}

/** The key of `username`'s app on that server: the demo staff member's, or one a journey set up. */
export async function authenticatorKeyOf(
  scope: string,
  username: string,
): Promise<string | undefined> {
  if (username === DEMO_STAFF.email) {
    // Unless a journey set one up there (a database seeded without it).
    return (
      (await withLedger(scope, (ledger) => ledger.keys[username])) ?? DEMO_STAFF.authenticatorKey
    );
  }
  return withLedger(scope, (ledger) => ledger.keys[username]);
}

/** Remembers the key of an app a journey set up, for the run's later sign-ins of that account. */
export async function rememberAuthenticatorKey(
  scope: string,
  username: string,
  key: string,
): Promise<void> {
  await withLedger(scope, (ledger) => {
    ledger.keys[username] = key;
  });
}

/** A token of `username` another worker got on that server since `since` (ms), if any. */
export async function sharedToken(
  scope: string,
  username: string,
  since: number,
): Promise<string | undefined> {
  return withLedger(scope, (ledger) => {
    const token = ledger.tokens?.[username];
    return token && token.at >= since ? token.access : undefined;
  });
}

/** Shares a token that proved `username`'s code at `at` (ms) with the run's other workers. */
export async function shareToken(
  scope: string,
  username: string,
  access: string,
  at: number,
): Promise<void> {
  await withLedger(scope, (ledger) => {
    ledger.tokens = { ...ledger.tokens, [username]: { access, at } };
  });
}
