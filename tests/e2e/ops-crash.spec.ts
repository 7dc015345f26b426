import { rmSync } from "node:fs";
import { expect, test } from "./fixtures";
import { runOperatorCli } from "./operator-cli";
import {
  freePort,
  fromPreparedDatabase,
  registerMember,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * Issue #13: `npm run ops` while the site runs on the embedded defaults loses
 * nothing, even when the server is then killed outright. A second server of
 * its own (another port and data folder), so the other journeys' server is
 * never killed. Each command goes through the running server (decision 0031):
 * the embedded database is opened by one process only, which the data folder's
 * lock would otherwise refuse.
 */

const DATA_DIR = `.data/e2e-crash-${process.pid}`;

function ops(...args: string[]) {
  return runOperatorCli(DATA_DIR, "service/ops/cli.ts", ...args);
}

const register = (base: string, email: string) =>
  registerMember(base, { name: "Crash Tester", email, password: "Crash2026" });

async function me(base: string, email: string) {
  const tokens = await fetch(`${base}/service/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: "Crash2026" }),
  });
  expect(tokens.status, email).toBe(200);
  const { access } = (await tokens.json()) as { access: string };
  const reply = await fetch(`${base}/service/app/me/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return (await reply.json()) as { rephub: boolean; abc_coins: number };
}

test.describe.configure({ timeout: 300_000 });

test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test("ops commands on a live server, then kill -9: nothing acknowledged is lost", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  fromPreparedDatabase(DATA_DIR);
  const port = await freePort();
  let server = startOwnServer(port, DATA_DIR);
  const base = server.base;
  try {
    await untilAnswering(server);
    const stamp = Date.now();
    const before = `crash.before.${stamp}@example.com`;
    const after = `crash.after.${stamp}@example.com`;
    await register(base, before);

    const listed = await ops("list-users");
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(before);
    expect((await ops("grant", before, "rephub")).status).toBe(0);
    const coins = await ops("coins", before, "+15", "crash", "test");
    expect(coins.status, coins.stderr).toBe(0);
    // Acknowledged after the commands: the case that once went missing.
    await register(base, after);

    server.process.kill("SIGKILL");
    await server.exited;
    server = startOwnServer(port, DATA_DIR);
    await untilAnswering(server);

    expect(await me(base, before)).toMatchObject({ rephub: true, abc_coins: 15 });
    expect(await me(base, after)).toMatchObject({ rephub: false, abc_coins: 0 });
    const audit = await ops("audit", before);
    expect(audit.status).toBe(0);
    expect(audit.stdout).toContain("grant");
    expect(audit.stdout).toContain("coins");
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
});
