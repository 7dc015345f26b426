import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { databaseStorage } from "../storage/database-storage.ts";
import { startTestService, TEST_DATABASES, type TestService } from "../testing/test-service.ts";
import { BACKUP_TABLES, BackupError, backupDatabase, restoreDatabase } from "./backup.ts";
import type { ServiceDb } from "./database.ts";

/**
 * Every restored table's rows, as the database renders them: what a restore
 * must give back exactly. Not the audit log (a restore keeps the current
 * one) nor the accounts' token versions (a restore ends every token).
 */
async function contents(db: ServiceDb): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const table of BACKUP_TABLES.filter((name) => name !== "audit_log")) {
    const { rows } = await sql<{ rows: string | null }>`
      select json_agg((row_to_json(t)::jsonb - 'token_version') order by row_to_json(t)::text)::text as rows
      from ${sql.table(table)} t`.execute(db);
    tables[table] = rows[0]?.rows ?? "[]";
  }
  return tables;
}

describe.each(TEST_DATABASES)("backup and restore on $database", ({ postgres }) => {
  let t: TestService;
  afterEach(async () => t?.close());

  it("give back every row exactly, and new rows continue after the restored ids", async () => {
    t = await startTestService({ postgres });
    // Beside the seeded accounts, courses, slides and orders: an enquiry and an audit line.
    const enquiry = await t.call("POST", "api/enquiry/", {
      body: { name: "Backup", email: "b@example.com", subject: "s", message: "m" },
    });
    expect(enquiry.status).toBe(201);
    await t.service.db
      .insertInto("audit_log")
      .values({
        actor: "test",
        action: "backup-test",
        subject: "s",
        before: null,
        after: '{"n":1.50}',
      })
      .execute();
    // A stored file with every byte value (the files of instances on PostgreSQL live here).
    await databaseStorage(t.service.db).put(
      Uint8Array.from({ length: 256 }, (_, i) => i),
      "webp",
    );
    const saved = await contents(t.service.db);
    const { text, rows } = await backupDatabase(t.service.db);
    expect(rows.stored_files).toBeGreaterThan(0);
    expect(rows.users).toBeGreaterThan(0);

    // Changes after the backup: gone after the restore.
    const registered = await t.call("POST", "app/register/", {
      body: {
        name: "After Backup",
        email: "after@example.com",
        phonenumber: "+91 90000 55555",
        password: "After2026",
      },
      address: "198.51.100.77",
    });
    expect(registered.status).toBe(201);
    await t.service.db.deleteFrom("enquiries").execute();
    await t.service.db.deleteFrom("stored_files").execute();
    expect(await contents(t.service.db)).not.toEqual(saved);

    await t.service.db
      .insertInto("audit_log")
      .values({ actor: "test", action: "after-backup", subject: "s", before: null, after: null })
      .execute();
    const versions = async () =>
      new Map(
        (await t.service.db.selectFrom("users").select(["id", "token_version"]).execute()).map(
          (user) => [user.id, user.token_version],
        ),
      );
    const versionsBefore = await versions();

    const restored = await restoreDatabase(t.service.db, text);
    const { audit_log: _kept, ...restoredTables } = rows;
    expect(restored).toEqual(restoredTables);
    expect(await contents(t.service.db)).toEqual(saved);
    // The audit log keeps what happened after the backup.
    const audit = await t.service.db.selectFrom("audit_log").select("action").execute();
    expect(audit.map((line) => line.action)).toContain("after-backup");
    // Every token issued before the restore ends: each account's version is above what it was.
    for (const [id, version] of await versions()) {
      expect(version).toBeGreaterThan(versionsBefore.get(id) ?? -1);
    }
    const again = await t.call("POST", "app/register/", {
      body: {
        name: "After Restore",
        email: "after@example.com",
        phonenumber: "+91 90000 55555",
        password: "After2026",
      },
      address: "198.51.100.78",
    });
    expect(again.status).toBe(201);
    // Never an id given out before, not even the one of the account made after the backup.
    expect((again.body as { id: number }).id).toBeGreaterThan(
      (registered.body as { id: number }).id,
    );
  });

  it("refuse, with words and nothing changed, what is not a backup of this release", async () => {
    t = await startTestService({ postgres });
    const before = await contents(t.service.db);
    const { text } = await backupDatabase(t.service.db);
    const backup = JSON.parse(text) as { migrations: string[]; tables: Record<string, unknown[]> };
    const cases: [string, RegExp][] = [
      ["not json", /not JSON/],
      [JSON.stringify({ format: "other" }), /format is unknown/],
      [
        JSON.stringify({ ...backup, migrations: [...backup.migrations, "9999-future"] }),
        /written under migrations/,
      ],
      [JSON.stringify({ ...backup, tables: { users: [] } }), /incomplete/],
      // A row the table cannot take: the whole restore is undone.
      [
        JSON.stringify({
          ...backup,
          tables: { ...backup.tables, orders: [{ id: 1, user_id: 999_999 }] },
        }),
        /./,
      ],
    ];
    for (const [input, words] of cases) {
      const refusal = await restoreDatabase(t.service.db, input).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toMatch(words);
      if (!(refusal instanceof BackupError)) expect(String(refusal)).not.toMatch(/at .*\.ts/);
      expect(await contents(t.service.db)).toEqual(before);
    }
  });
});
