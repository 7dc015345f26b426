import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";

/**
 * One embedded database per test worker, lent to one service (or mail queue)
 * at a time and put back to the template's rows as it is lent. Loading the
 * template costs a core-second or two (WebAssembly start, the data copied in,
 * page faults); putting the rows back costs about 25 ms. A second lease taken
 * while the first is out gets a copy of its own, as every lease once did.
 */

export interface DatabaseLease {
  /** For openDatabase / createService: the embedded database, kept open when they close it. */
  target: { dataDir: null; instance?: PGlite; loadDataDir?: Blob };
  release(): void;
}

interface WorkerDatabase {
  pglite: PGlite;
  /** SQL that puts every table and sequence back as the template had them. */
  restore: string;
}

interface WorkerState {
  database?: Promise<WorkerDatabase>;
  lent: boolean;
}

// On the global object, so the database outlives a test file's modules where the worker does.
const STATE = Symbol.for("portal.tests.workerDatabase");
const holder = globalThis as Record<symbol, WorkerState>;
holder[STATE] ??= { lent: false };
const state = holder[STATE];

let template: Promise<Blob> | undefined;

/** The migrated, seeded embedded database, made once per run (pglite-template.global.ts). */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return template;
}

export async function leaseEmbeddedDatabase(): Promise<DatabaseLease> {
  if (state.lent) {
    return { target: { dataDir: null, loadDataDir: await pgliteTemplate() }, release() {} };
  }
  state.lent = true;
  try {
    const pglite = await restoredDatabase();
    return {
      target: { dataDir: null, instance: keptOpen(pglite) },
      release: () => {
        state.lent = false;
      },
    };
  } catch (error) {
    state.lent = false;
    throw error;
  }
}

async function restoredDatabase(): Promise<PGlite> {
  state.database ??= openWorkerDatabase();
  const database = await state.database;
  try {
    await database.pglite.exec(database.restore);
    return database.pglite;
  } catch {
    // A test left it unusable (a table dropped, say): the template again, afresh.
    await closeWorkerDatabase();
    state.database = openWorkerDatabase();
    return (await state.database).pglite;
  }
}

/** Closes the worker's database (a worker that runs one file closes it when the file ends). */
export async function closeWorkerDatabase(): Promise<void> {
  const database = state.database;
  state.database = undefined;
  await (await database?.catch(() => undefined))?.pglite.close();
}

async function openWorkerDatabase(): Promise<WorkerDatabase> {
  // PostgreSQL's default memory settings, not the service's smaller ones: the seed's few rows
  // touch a few pages of either.
  const pglite = new PGlite({ loadDataDir: await pgliteTemplate() });
  const { rows: tables } = await pglite.query<{ name: string; columns: string }>(
    `select c.relname as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname`,
  );
  const { rows: sequences } = await pglite.query<{ name: string; value: string | null }>(
    `select quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public'`,
  );
  const names = tables.map((table) => `public.${quoteIdent(table.name)}`).join(", ");
  await pglite.exec(
    `create schema template_rows;
     ${tables
       .map(
         (table) =>
           `create table template_rows.${quoteIdent(table.name)} as select * from public.${quoteIdent(table.name)};`,
       )
       .join("\n")}`,
  );
  // Triggers (foreign keys among them) are off while the rows go back in, in any order.
  const restore = `begin;
    set local session_replication_role = replica;
    truncate ${names};
    ${tables
      .map(
        (table) =>
          `insert into public.${quoteIdent(table.name)} (${table.columns}) select ${table.columns} from template_rows.${quoteIdent(table.name)};`,
      )
      .join("\n")}
    ${sequences
      .map((sequence) =>
        sequence.value === null
          ? `select setval('public.${sequence.name}', 1, false);`
          : `select setval('public.${sequence.name}', ${Number(sequence.value)});`,
      )
      .join("\n")}
    commit;`;
  return { pglite, restore };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The instance as the service sees it: its close() leaves the worker's database open. */
function keptOpen(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, key) {
      if (key === "close") return async () => undefined;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
