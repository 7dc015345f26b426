import { sql } from "kysely";
import { z } from "zod";
import { appliedMigrations, pendingMigrations, type ServiceDb } from "./database.ts";
import type { Database } from "./schema.ts";

/**
 * Backup as JSON lines (head, row chunks, end with counts) so neither side holds it whole; rows
 * stay PostgreSQL's own JSON and return via `jsonb_populate_recordset`, exact on both engines.
 */

const BACKUP_FORMAT = "portal-backup/2";

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

type BackupTable = (typeof BACKUP_TABLES)[number];

const KEYS: Record<BackupTable, string> = {
  users: "id",
  pmt_categories: "id",
  pmt_services: "id",
  orders: "id",
  purchased_services: "id",
  enquiries: "id",
  home_sliders: "id",
  pmt_sliders: "id",
  one_time_codes: "id",
  revoked_tokens: "jti",
  audit_log: "id",
  coin_ledger: "id",
  stored_files: "key",
};

/** A stored file (up to twice the upload limit as hex) gets a line of its own. */
const CHUNK_ROWS = 500;
const chunkRowsOf = (table: BackupTable) => (table === "stored_files" ? 1 : CHUNK_ROWS);

/** The audit log survives a restore: it keeps what happened, the restore included. */
const RESTORED_TABLES = BACKUP_TABLES.filter((table) => table !== "audit_log");

const NOT_A_BACKUP = "This is not a backup of the portal (its format is unknown).";

const HeadSchema = z.object({
  format: z.literal(BACKUP_FORMAT, NOT_A_BACKUP),
  created_at: z.string(),
  migrations: z.array(z.string()),
});

const ChunkSchema = z.object({
  table: z.enum(BACKUP_TABLES, "This backup names a table the portal does not have."),
  rows: z.array(z.record(z.string(), z.unknown())).min(1),
});

const EndSchema = z.object({ end: z.record(z.string(), z.number().int().min(0)) });

interface ChunkRead {
  rows: string | null;
  last: string | null;
  count: number;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** Rows are never parsed here, so a number keeps every digit (1.50 stays 1.50, a bigint whole). */
export async function backupDatabase(
  db: ServiceDb,
  write: (line: string) => Promise<void> | void,
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      // The migrations in the same snapshot as the rows: a migration run meanwhile cannot split them.
      const pending = await pendingMigrations(trx);
      if (pending.length > 0) {
        throw new BackupError(
          `Migrations not applied yet: ${pending.join(", ")}. Run npm run migrate first.`,
        );
      }
      const migrations = await appliedMigrations(trx);
      await write(
        `${JSON.stringify({ format: BACKUP_FORMAT, created_at: new Date().toISOString(), migrations })}\n`,
      );
      for (const table of BACKUP_TABLES) {
        rows[table] = 0;
        const key = sql.ref(`t.${KEYS[table]}`);
        let after: string | null = null;
        for (;;) {
          const { rows: found }: { rows: ChunkRead[] } = await sql<ChunkRead>`
            with chunk as (
              select t as r, ${key} as k from ${sql.table(table)} t
              where ${after === null ? sql`true` : sql`${key} > ${after}`}
              order by ${key} limit ${chunkRowsOf(table)})
            select json_agg(row_to_json(chunk.r) order by chunk.k)::text as rows,
              (array_agg(chunk.k::text order by chunk.k desc))[1] as last,
              count(*)::int as count
            from chunk`.execute(trx);
          const chunk: ChunkRead | undefined = found[0];
          if (!chunk?.rows || !chunk.last || chunk.count === 0) break;
          await write(`{"table":${JSON.stringify(table)},"rows":${chunk.rows}}\n`);
          rows[table] += chunk.count;
          after = chunk.last;
          if (chunk.count < chunkRowsOf(table)) break;
        }
      }
    });
  await write(`${JSON.stringify({ end: rows })}\n`);
  return rows;
}

function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError("This file is not a backup: a line of it is not JSON.");
  }
}

/** All or nothing, in one transaction; refused when written under other migrations or incomplete. */
export async function restoreDatabase(
  db: ServiceDb,
  lines: AsyncIterable<string>,
): Promise<Record<string, number>> {
  const reader = lines[Symbol.asyncIterator]();
  const first = await reader.next();
  if (first.done || first.value.trim() === "") {
    throw new BackupError("This file is empty: it is not a backup.");
  }
  const parsed = parsedLine(first.value);
  const head = HeadSchema.safeParse(parsed);
  if (!head.success) {
    const format = (parsed as { format?: unknown } | null)?.format;
    throw new BackupError(
      typeof format === "string" && format.startsWith("portal-backup/")
        ? `This backup was written by another release of the portal (${format.slice(0, 40)}): restore it with that release.`
        : NOT_A_BACKUP,
    );
  }
  const backup = head.data;
  const applied = await appliedMigrations(db);
  if (applied.join(",") !== backup.migrations.join(",")) {
    throw new BackupError(
      `This backup was written under migrations ${backup.migrations.join(", ") || "(none)"}; this database has ${applied.join(", ") || "(none)"}. Restore it with the release that wrote it.`,
    );
  }
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // A write committed between reading sequences/versions and the truncate would escape them.
    await sql`lock table ${sql.join(RESTORED_TABLES.map((table) => sql.table(table)))} in access exclusive mode`.execute(
      trx,
    );
    // Ids are never handed out twice, so a newer account's tokens cannot name someone restored.
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
    // Every token issued before the restore ends.
    const { rows: versions } = await sql<{ id: number; token_version: number }>`
      select id, token_version from users`.execute(trx);
    await sql`truncate ${sql.join(RESTORED_TABLES.map((table) => sql.table(table)))} cascade`.execute(
      trx,
    );
    let position = 0;
    const seen: Record<string, number> = {};
    let end: Record<string, number> | undefined;
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      const line = next.value;
      if (line.trim() === "") continue;
      if (end)
        throw new BackupError("This backup goes on after its end: it is not one a portal wrote.");
      const parsed = parsedLine(line);
      const finish = EndSchema.safeParse(parsed);
      if (finish.success) {
        end = finish.data.end;
        continue;
      }
      const chunk = ChunkSchema.safeParse(parsed);
      if (!chunk.success) {
        throw new BackupError(
          chunk.error.issues.find((issue) => issue.path[0] === "table")?.message ??
            "A line of this backup is not one a portal wrote.",
        );
      }
      const { table, rows } = chunk.data;
      const index = BACKUP_TABLES.indexOf(table);
      if (index < position) {
        throw new BackupError(
          "This backup's tables are out of order: it is not one a portal wrote.",
        );
      }
      position = index;
      seen[table] = (seen[table] ?? 0) + rows.length;
      if (table === "audit_log") continue;
      await sql`
        insert into ${sql.table(table)}
        select * from jsonb_populate_recordset(null::${sql.table(table)}, (${line}::jsonb) -> 'rows')`.execute(
        trx,
      );
    }
    if (!end) {
      throw new BackupError(
        "This backup is incomplete: it stops before its end (cut short while copied or written?).",
      );
    }
    for (const table of BACKUP_TABLES) {
      if ((end[table] ?? -1) !== (seen[table] ?? 0)) {
        throw new BackupError(
          `This backup is incomplete or altered: it holds ${seen[table] ?? 0} rows of ${table}, its end says ${end[table] ?? "none"}.`,
        );
      }
      if (table !== "audit_log") counts[table] = seen[table] ?? 0;
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
