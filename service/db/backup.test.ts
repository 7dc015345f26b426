import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { databaseStorage } from "../storage/database-storage.ts";
import { BACKUP_TABLES, BackupError, backupDatabase, restoreDatabase } from "./backup.ts";
import type { ServiceDb } from "./database.ts";

/** A backup in memory, and its counts. */
async function backupText(db: ServiceDb): Promise<{ text: string; rows: Record<string, number> }> {
  let text = "";
  const rows = await backupDatabase(db, (line) => {
    text += line;
  });
  return { text, rows };
}

/** A backup's lines, from one in memory. */
async function* linesOf(text: string): AsyncGenerator<string> {
  for (const line of text.split("\n")) yield line;
}

const restore = (db: ServiceDb, text: string) => restoreDatabase(db, linesOf(text));

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
    // More coin-ledger lines than one chunk holds: the table is read and restored in parts.
    await t.service.db
      .insertInto("coin_ledger")
      .values(
        Array.from({ length: 1203 }, (_, index) => ({
          user_id: 1,
          change: index + 1,
          reason: `Chunk test ${index}`,
          actor: "test",
        })),
      )
      .execute();
    const saved = await contents(t.service.db);
    const { text, rows } = await backupText(t.service.db);
    expect(rows.stored_files).toBeGreaterThan(0);
    expect(rows.coin_ledger).toBeGreaterThan(1203);
    // A line per chunk: never the whole of a big table, or of the files, on one line.
    const lines = text.trimEnd().split("\n");
    expect(
      lines.filter((line) => line.startsWith('{"table":"coin_ledger"')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.startsWith('{"table":"stored_files"')).length).toBe(
      rows.stored_files,
    );
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

    const restored = await restore(t.service.db, text);
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

  it("refuse, with words and nothing changed, what is not a whole backup of this release", async () => {
    t = await startTestService({ postgres });
    const before = await contents(t.service.db);
    const { text } = await backupText(t.service.db);
    const lines = text.trimEnd().split("\n");
    const head = JSON.parse(lines[0] as string) as { migrations: string[] };
    const withHead = (changed: object) =>
      [JSON.stringify({ ...head, ...changed }), ...lines.slice(1)].join("\n");
    const usersLine = lines.findIndex((line) => line.startsWith('{"table":"users"'));
    const slidesLine = lines.findIndex((line) => line.startsWith('{"table":"home_sliders"'));
    expect(slidesLine).toBeGreaterThan(0);
    const cases: [string, RegExp][] = [
      ["", /empty/],
      ["not json", /not JSON/],
      [JSON.stringify({ format: "other" }), /format is unknown/],
      [JSON.stringify({ format: "portal-backup/1", tables: {} }), /another release of the portal/],
      [withHead({ migrations: [...head.migrations, "9999-future"] }), /written under migrations/],
      // Cut short: the end line is missing, or a chunk of rows.
      [lines.slice(0, -1).join("\n"), /incomplete: it stops before its end/],
      [lines.filter((_, index) => index !== slidesLine).join("\n"), /incomplete or altered/],
      [
        [...lines.slice(0, -1), '{"table":"orders","rows":"x"}', lines.at(-1)].join("\n"),
        /not one a portal wrote/,
      ],
      [
        [...lines.slice(0, -1), '{"table":"pg_authid","rows":[{}]}', lines.at(-1)].join("\n"),
        /table the portal does not have/,
      ],
      [[...lines, lines[usersLine]].join("\n"), /goes on after its end/],
      [[lines[0], ...lines.slice(1).reverse()].join("\n"), /./],
      // A row the table cannot take: the whole restore is undone.
      [
        [
          ...lines.slice(0, -1),
          '{"table":"orders","rows":[{"id":1,"user_id":999999}]}',
          lines.at(-1),
        ].join("\n"),
        /./,
      ],
    ];
    for (const [input, words] of cases) {
      const refusal = await restore(t.service.db, input).then(
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
