import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import {
  type DatabaseIntrospector,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import * as initial from "./migrations/0001-initial.ts";
import * as auditLog from "./migrations/0002-audit-log.ts";
import * as staffRoles from "./migrations/0003-staff-roles.ts";
import * as coinLedger from "./migrations/0004-coin-ledger.ts";
import * as storedFiles from "./migrations/0005-stored-files.ts";
import * as mailQueue from "./migrations/0006-mail-queue.ts";
import * as slideTranslations from "./migrations/0007-slide-translations.ts";
import * as secondFactor from "./migrations/0008-second-factor.ts";
import * as passkeys from "./migrations/0009-passkeys.ts";
import * as knownDevices from "./migrations/0010-known-devices.ts";
import type { Database } from "./schema.ts";

export type ServiceDb = Kysely<Database>;

/** Appended to, never edited once released. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-audit-log": auditLog,
  "0003-staff-roles": staffRoles,
  "0004-coin-ledger": coinLedger,
  "0005-stored-files": storedFiles,
  "0006-mail-queue": mailQueue,
  "0007-slide-translations": slideTranslations,
  "0008-second-factor": secondFactor,
  "0009-passkeys": passkeys,
  "0010-known-devices": knownDevices,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | null; loadDataDir?: Blob; instance?: PGlite };

const POOL_WAIT_MS = 3_000;
const QUERY_TIMEOUT_MS = 15_000;

// PostgreSQL returns numeric as text (exact money) and bigint as text; keep both as given.
const pool = (url: string) => {
  const created = new pg.Pool({
    connectionString: url,
    // A slow database holds at most 10 requests; the rest get 503 after the wait, not a pile-up.
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    // A network partition fails the query rather than holding its connection forever.
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An unheard 'error' event from a dropped connection would end the process.
  created.on("error", (error) => {
    console.error(`Database: an idle connection was lost (${error.message}); it will be replaced.`);
  });
  created.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  return created;
};

/** PostgreSQL's defaults size a server; every buffer page touched stays resident (decision 0029). */
const EMBEDDED_SETTINGS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "wal_buffers=1MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=2MB",
];

class LockedPGlite extends PGlite {
  readonly #release: () => void;

  constructor(options: PGliteOptions, release: () => void) {
    super(options);
    this.#release = release;
  }

  override async close(): Promise<void> {
    try {
      await super.close();
    } finally {
      this.#release();
    }
  }
}

/**
 * Only the own schema's table names: Kysely's introspector reads every schema, and fails when
 * another deployment on a shared server drops one meanwhile.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }
  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows.filter((row) => row.name !== null);
  }
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')`.execute(this.#db);
    return rows.map((row) => ({
      name: row.name,
      schema: row.schema,
      isView: row.kind === "v",
      isForeign: row.kind === "f",
      columns: [],
    }));
  }
}

class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

/** `owner` names this process in the words another process gets when the folder is locked. */
export function openDatabase(target: DatabaseTarget, owner = "another process"): ServiceDb {
  if (target.kind === "postgres") {
    const connections = pool(target.url);
    const db = new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect({ pool: connections }),
    });
    pools.set(db, connections);
    return db;
  }
  const options: PGliteOptions = {
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  };
  let pglite = target.instance;
  if (!pglite && target.dataDir) {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    const release = lockDataDir(target.dataDir, owner);
    try {
      pglite = new LockedPGlite({ ...options, dataDir: target.dataDir }, release);
    } catch (error) {
      release();
      throw error;
    }
  }
  return new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: pglite ?? new PGlite(options) }),
  });
}

async function migratorOf(db: ServiceDb): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? "public" });
}

const pools = new WeakMap<ServiceDb, pg.Pool>();

export function poolStats(db: ServiceDb): { total: number; idle: number; waiting: number } | null {
  const connections = pools.get(db);
  return connections
    ? {
        total: connections.totalCount,
        idle: connections.idleCount,
        waiting: connections.waitingCount,
      }
    : null;
}

export async function migrate(db: ServiceDb): Promise<void> {
  const migrator = await migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

async function migrationsOf(db: ServiceDb): Promise<{ applied: string[]; pending: string[] }> {
  const migrations = await (await migratorOf(db)).getMigrations();
  const names = (applied: boolean) =>
    migrations.filter((migration) => Boolean(migration.executedAt) === applied).map((m) => m.name);
  return { applied: names(true), pending: names(false) };
}

export async function pendingMigrations(db: ServiceDb): Promise<string[]> {
  return (await migrationsOf(db)).pending;
}

export async function appliedMigrations(db: ServiceDb): Promise<string[]> {
  return (await migrationsOf(db)).applied;
}
