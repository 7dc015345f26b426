import { sql } from "kysely";
import { z } from "zod";
import { appliedMigrations, pendingMigrations, type ServiceDb } from "./database.ts";
import type { Database } from "./schema.ts";

/**
 * A backup of the service's data (issue #16): every table's rows as
 * PostgreSQL renders them in JSON (`json_agg`), read in one snapshot, with
 * the migrations the data was written under. The same on PGlite and on
 * PostgreSQL, and exact both ways: a restore reads each row back with
 * `jsonb_populate_recordset` into the table's own row type (numbers, times and
 * JSON columns as they were). Uploaded files are in it when they live in the
 * database (PostgreSQL); the embedded defaults keep them in DATA_DIR/files.
 */

export const BACKUP_FORMAT = "portal-backup/1";

/** Every table, each after the ones it refers to (a restore inserts in this order). */
export const BACKUP_TABLES = [
  "users",
  "pmt_categories",
  "pmt_services",
  "orders",
  "purchased_services",
  "enquiries",
  "home_sliders",
  "pmt_sliders",
  "one_time_codes",
  "revoked_tokens",
  "audit_log",
  "coin_ledger",
  "stored_files",
] as const satisfies readonly (keyof Database)[];

/**
 * What a restore replaces: everything but the audit log, which keeps what
 * happened (the restore included) whatever a file says.
 */
const RESTORED_TABLES = BACKUP_TABLES.filter((table) => table !== "audit_log");

const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, "This is not a backup of the portal (its format is unknown)."),
  created_at: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * The whole of the data, as one JSON text, read in one consistent snapshot.
 * Each table's rows are PostgreSQL's own JSON text, never parsed here: a
 * number keeps every digit it had (1.50 stays 1.50, a bigint stays whole).
 */
export async function backupDatabase(
  db: ServiceDb,
): Promise<{ text: string; rows: Record<string, number> }> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new BackupError(
      `Migrations not applied yet: ${pending.join(", ")}. Run npm run migrate first.`,
    );
  }
  const migrations = await appliedMigrations(db);
  const parts: string[] = [];
  const rows: Record<string, number> = {};
  await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      for (const table of BACKUP_TABLES) {
        const { rows: found } = await sql<{ rows: string; count: number }>`
          select coalesce(json_agg(row_to_json(t)), '[]')::text as rows, count(*)::int as count
          from ${sql.table(table)} t`.execute(trx);
        parts.push(`${JSON.stringify(table)}:${found[0]?.rows ?? "[]"}`);
        rows[table] = Number(found[0]?.count ?? 0);
      }
    });
  const head = JSON.stringify({
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    migrations,
  });
  return { text: `${head.slice(0, -1)},"tables":{${parts.join(",")}}}`, rows };
}

/**
 * Replaces every row with the backup's, in one transaction (all or nothing),
 * then sets each id sequence past the highest id restored. Refused, with
 * words, when the backup was written under other migrations.
 */
export async function restoreDatabase(
  db: ServiceDb,
  text: string,
): Promise<Record<string, number>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError("This file is not a backup: it is not JSON.");
  }
  const checked = BackupSchema.safeParse(parsed);
  if (!checked.success) {
    throw new BackupError(
      checked.error.issues[0]?.message ?? "This file is not a backup of the portal.",
    );
  }
  const backup = checked.data;
  const missing = BACKUP_TABLES.filter((table) => !Object.hasOwn(backup.tables, table));
  if (missing.length > 0)
    throw new BackupError(`This backup has no ${missing.join(", ")}: it is incomplete.`);
  const applied = await appliedMigrations(db);
  if (applied.join(",") !== backup.migrations.join(",")) {
    throw new BackupError(
      `This backup was written under migrations ${backup.migrations.join(", ") || "(none)"}; this database has ${applied.join(", ") || "(none)"}. Restore it with the release that wrote it.`,
    );
  }
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // Where each id sequence is now: a restore never hands out an id again (an account made after
    // the backup keeps its id to itself, and its tokens cannot name someone else).
    const { rows: serials } = await sql<{ table_name: string; sequence: string }>`
      select table_name, pg_get_serial_sequence(table_name, 'id') as sequence
      from information_schema.columns
      where table_schema = current_schema() and column_name = 'id' and column_default like 'nextval%'`.execute(
      trx,
    );
    const sequences = serials.filter(({ table_name }) =>
      (RESTORED_TABLES as readonly string[]).includes(table_name),
    );
    const reached = new Map<string, number>();
    for (const { table_name, sequence } of sequences) {
      const { rows } = await sql<{ last: string; called: boolean }>`
        select last_value::text as last, is_called as called from ${sql.raw(sequence)}`.execute(
        trx,
      );
      const row = rows[0];
      reached.set(table_name, row ? Number(row.last) + (row.called ? 1 : 0) : 1);
    }
    // Every token issued before the restore ends: its version is below the account's from now on.
    const { rows: versions } = await sql<{ id: number; token_version: number }>`
      select id, token_version from users`.execute(trx);
    await sql`truncate ${sql.join(RESTORED_TABLES.map((table) => sql.table(table)))} cascade`.execute(
      trx,
    );
    // The file goes to PostgreSQL once, read there once; each table takes its part from it.
    await sql`create temporary table restoring (document jsonb not null) on commit drop`.execute(
      trx,
    );
    await sql`insert into restoring values (${text}::jsonb)`.execute(trx);
    for (const table of RESTORED_TABLES) {
      const rows = backup.tables[table] ?? [];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      // PostgreSQL reads the file's own text: every digit as written.
      await sql`
        insert into ${sql.table(table)}
        select * from jsonb_populate_recordset(null::${sql.table(table)},
          (select document -> 'tables' -> ${table} from restoring))`.execute(trx);
    }
    if (versions.length > 0) {
      await sql`
        update users set token_version = greatest(users.token_version, before.token_version) + 1
        from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb) as before(id integer, token_version integer)
        where users.id = before.id`.execute(trx);
    }
    await sql`update users set token_version = token_version + 1
      where id not in (select (value ->> 'id')::integer from jsonb_array_elements(${JSON.stringify(versions)}::jsonb))`.execute(
      trx,
    );
    for (const { table_name, sequence } of sequences) {
      await sql`
        select setval(${sequence}::regclass,
          greatest(coalesce((select max(id) from ${sql.table(table_name)}), 0) + 1, ${reached.get(table_name) ?? 1}),
          false)`.execute(trx);
    }
  });
  return counts;
}
