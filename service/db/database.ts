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
import type { Database } from "./schema.ts";

export type ServiceDb = Kysely<Database>;

/** Every migration, in order. New ones are appended, never edited once released. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-audit-log": auditLog,
  "0003-staff-roles": staffRoles,
  "0004-coin-ledger": coinLedger,
  "0005-stored-files": storedFiles,
  "0006-mail-queue": mailQueue,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | null; loadDataDir?: Blob; instance?: PGlite };

/** How long a request waits for one of the pool's connections before it is answered 503. */
const POOL_WAIT_MS = 3_000;
/** How long a query may go without an answer before it fails. */
const QUERY_TIMEOUT_MS = 15_000;

// PostgreSQL returns numeric as text (exact money) and bigint as text; keep both as given.
const pool = (url: string) => {
  const created = new pg.Pool({
    connectionString: url,
    // At most this many queries at once; a slow database holds no more requests than this
    // in flight, the rest wait for a connection...
    max: 10,
    // ...but not for long: past 3 s (a database slowed to seconds a query, or not answering
    // a connection) the request answers 503 with words rather than piling up in memory.
    connectionTimeoutMillis: POOL_WAIT_MS,
    // A query that gets no answer at all (a network partition) fails rather than holding its
    // connection forever. Generous: the staff lists' longest queries take milliseconds.
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection the server dropped (a restart, a failover, a network cut) is an 'error'
  // event; unheard, it would end the process. The pool replaces the connection on the next
  // query, and /readyz says whether the database answers.
  created.on("error", (error) => {
    console.error(`Database: an idle connection was lost (${error.message}); it will be replaced.`);
  });
  // A connection lost while in use is an 'error' event on its client too (its query fails
  // with the error as well): heard, so it is the query's failure, not the process's end.
  created.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  return created;
};

/**
 * PostgreSQL's memory settings for the embedded database (decision 0029): its
 * defaults size a server (128 MB of shared buffers); the embedded defaults
 * hold a few thousand rows, and every buffer page touched stays resident.
 */
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

/** PGlite over a folder it holds the lock of (data-dir-lock.ts) until it is closed. */
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
 * What a PostgreSQL database's introspection reads: the names of the tables of
 * the connection's own schema, no columns. Kysely's own introspector reads
 * every column of every table of every schema, resolving each by its name as
 * it goes, so a schema or table that someone else drops meanwhile (another
 * deployment's on a shared server, a finished test's) failed our migrations
 * and the readiness check's reading of them with "schema … does not exist",
 * though nothing of ours had gone wrong. Its one reader is the migrator, which
 * asks only whether its own two tables exist.
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

/**
 * Opens the database: a PostgreSQL server, or PGlite in a folder (or in memory
 * when dataDir is null). A folder is opened by one process at a time: `owner`
 * says who this process is, for the words another one gets (DataDirLockedError).
 */
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

/** The migrator, its own tables beside the schema it migrates (the connection's search path). */
async function migratorOf(db: ServiceDb): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? "public" });
}

const pools = new WeakMap<ServiceDb, pg.Pool>();

/** A PostgreSQL database's pool, for the metrics: connections open, idle, and requests waiting. */
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

/** Applies pending migrations; the same ones on PGlite and PostgreSQL. */
export async function migrate(db: ServiceDb): Promise<void> {
  const migrator = await migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

/** The code's migrations, split into those the database has applied and those it has not. */
async function migrationsOf(db: ServiceDb): Promise<{ applied: string[]; pending: string[] }> {
  const migrations = await (await migratorOf(db)).getMigrations();
  const names = (applied: boolean) =>
    migrations.filter((migration) => Boolean(migration.executedAt) === applied).map((m) => m.name);
  return { applied: names(true), pending: names(false) };
}

/** The migrations this code has that the database has not applied (none, when it is up to date). */
export async function pendingMigrations(db: ServiceDb): Promise<string[]> {
  return (await migrationsOf(db)).pending;
}

/** The migrations the database has applied, in order (what a backup was written under). */
export async function appliedMigrations(db: ServiceDb): Promise<string[]> {
  return (await migrationsOf(db)).applied;
}
