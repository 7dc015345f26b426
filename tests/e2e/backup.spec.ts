import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { runOperatorCli } from "./operator-cli";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  registerMember,
  startOwnServer,
  untilAnswering,
} from "./own-server";

/**
 * Issue #16: `npm run backup` and `npm run restore` while the site runs on the
 * embedded defaults go through the running server (it owns the database's
 * files): what was registered after the backup is gone after the restore,
 * what was there before is back, and the site goes on serving. A server of
 * its own: a restore would take the other journeys' accounts away.
 */

const DATA_DIR = `.data/e2e-backup-${process.pid}`;

test.describe.configure({ timeout: 300_000 });
test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

const register = (server: OwnServer, email: string) =>
  registerMember(server.base, { name: "Backup Tester", email, password: "Backup2026" });

async function canSignIn(server: OwnServer, email: string) {
  const answer = await fetch(`${server.base}/service/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: "Backup2026" }),
  });
  return answer.status === 200;
}

test("a backup and a restore while the site runs: what came after the backup is gone, the rest is back", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  fromPreparedDatabase(DATA_DIR);
  const server = startOwnServer(await freePort(), DATA_DIR);
  try {
    await untilAnswering(server, "/readyz");
    const stamp = Date.now();
    const before = `before.${stamp}@example.com`;
    const after = `after.${stamp}@example.com`;
    await register(server, before);

    const file = path.resolve(DATA_DIR, `backup-${stamp}.json`);
    const backup = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "backup", file);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`backup written to ${file}`);
    expect(existsSync(file)).toBe(true);
    // Never over a file that exists.
    const again = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "backup", file);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("a backup never writes over one");
    // Without a name: DATA_DIR/backups, named by its time.
    const named = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "backup");
    expect(named.status).toBe(0);
    expect(named.stdout).toContain(path.resolve(DATA_DIR, "backups"));

    await register(server, after);
    expect(await canSignIn(server, after)).toBe(true);

    const restored = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "restore", file);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain("restored");
    expect(await canSignIn(server, before)).toBe(true);
    expect(await canSignIn(server, after)).toBe(false);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    // The restore is in the audit log.
    const audit = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "audit");
    expect(audit.stdout).toContain("restore");

    // A file that is not a backup changes nothing, and says why.
    const junk = path.resolve(DATA_DIR, "not-a-backup.json");
    writeFileSync(junk, '{"hello": "world"}');
    const refused = await runOperatorCli(DATA_DIR, "service/ops/cli.ts", "restore", junk);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("This is not a backup of the portal");
    expect(await canSignIn(server, before)).toBe(true);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
});
