import { type ChildProcess, spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../../server/node-flags";
import { PREPARED_DATA_DIR } from "./data-dir";
import { clientAddress, expect } from "./fixtures";
import { staffCode } from "./staff-codes";

/**
 * A server of a test's own (another port and data folder), for tests that
 * kill or stop it: the other journeys' server is never touched. It runs the
 * embedded defaults, whatever database the suite itself runs with, unless the
 * test gives it a DATABASE_URL.
 */
export interface OwnServer {
  base: string;
  process: ChildProcess;
  /** The end of what it wrote on stderr, for a failure message. */
  errors(): string;
  /** Everything it wrote, stdout and stderr (its log lines), up to 8 MB. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
}

export { freePort } from "../support/free-port.ts";

/**
 * Gives the empty data folder `dataDir` a copy of the run's prepared embedded
 * database (migrated, with the demo accounts and content), so the server
 * started on it skips a first start. For journeys whose subject is not the
 * first start.
 */
export function fromPreparedDatabase(dataDir: string): void {
  const database = path.join(dataDir, "pglite");
  if (existsSync(database)) throw new Error(`${dataDir} already has a database`);
  cpSync(path.join(PREPARED_DATA_DIR, "pglite"), database, { recursive: true });
  // Its secrets too: the demo staff member's app key is sealed with the first start's SECRET_KEY.
  cpSync(path.join(PREPARED_DATA_DIR, "secrets.json"), path.join(dataDir, "secrets.json"));
}

export function startOwnServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): OwnServer {
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    ...serverEnvironment(process.platform),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // Each start would spend some 20 core-seconds on pictures no journey here looks at.
    PICTURES_AHEAD: "off",
    ...env,
  };
  // The embedded defaults unless the test names a database of its own.
  if (!env.DATABASE_URL) delete settings.DATABASE_URL;
  // Nor a deployment unless the test says so: a Vite build earlier in this worker (the studio
  // frame's bundle) sets the worker's own NODE_ENV to production.
  if (!env.NODE_ENV) delete settings.NODE_ENV;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.ts"], {
    env: settings,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  let output = "";
  const keep = (chunk: Buffer) => {
    if (output.length < 8 * 1024 * 1024) output += chunk.toString("utf8");
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = `${errors}${chunk.toString("utf8")}`.slice(-4000);
    keep(chunk);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return {
    base: `http://127.0.0.1:${port}`,
    process: child,
    errors: () => errors,
    output: () => output,
    exited,
  };
}

/** Waits until the server answers (or fails the test with what it said when it ended). */
export async function untilAnswering(server: OwnServer, path = "/robots.txt"): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.process.exitCode !== null) {
          return `exited ${server.process.exitCode}: ${server.errors()}`;
        }
        try {
          return (await fetch(`${server.base}${path}`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
}

/**
 * Registers a member through the service API at `base`, from an address of its own (the service
 * limits registrations by address) with a fresh phone number; the new member's id.
 */
export async function registerMember(
  base: string,
  member: { name: string; email: string; password: string },
): Promise<number> {
  const answer = await fetch(`${base}/service/app/register/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...clientAddress() },
    body: JSON.stringify({
      ...member,
      phonenumber: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/**
 * The code page's form on `server` after a staff member's password (decision 0060), with a code
 * of the demo staff member's app: the cookie of the session that proved it.
 */
export async function withStaffCode(server: OwnServer, cookie: string): Promise<string> {
  const answer = await fetch(`${server.base}/staff/second-factor`, {
    method: "POST",
    headers: {
      origin: server.base,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
      ...clientAddress(),
    },
    body: new URLSearchParams({
      intent: "verify",
      code: await staffCode(server.base),
      next: "/staff",
    }),
    redirect: "manual",
  });
  expect(answer.status, await answer.clone().text()).toBe(302);
  expect(answer.headers.get("location")).toBe("/staff");
  const signedIn = sessionCookieOf(answer);
  expect(signedIn).toBeTruthy();
  return signedIn as string;
}

function sessionCookieOf(answer: Response): string | undefined {
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] as string)
    .find((pair) => pair.startsWith("portal_session="));
}

/**
 * Signs in through the site's sign-in on `server` (POST /session, from an address of its own: the
 * service limits sign-ins by address); the session cookie.
 */
export async function signInOverHttp(
  server: OwnServer,
  username: string,
  password = "Demo12345",
): Promise<string> {
  const answer = await fetch(`${server.base}/session`, {
    method: "POST",
    headers: {
      origin: server.base,
      "content-type": "application/x-www-form-urlencoded",
      ...clientAddress(),
    },
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const cookie = sessionCookieOf(answer);
  expect(cookie).toBeTruthy();
  return cookie as string;
}
