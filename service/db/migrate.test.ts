import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { postgresSchema } from "../../tests/support/postgres-schema.ts";
import { runScript } from "../../tests/support/run-script.ts";
import { TEST_SECRET_KEY } from "../../tests/support/test-service.ts";
import { migrate, openDatabase, pendingMigrations, type ServiceDb } from "./database.ts";

/** The migrations the code has, by name. */
const MIGRATIONS = readdirSync(path.join(import.meta.dirname, "migrations"))
  .filter((file) => /^\d{4}-.+\.ts$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A schema of its own on the test PostgreSQL, dropped after the test; its URL. */
async function freshSchema(): Promise<string> {
  const schema = await postgresSchema(process.env.TEST_DATABASE_URL as string);
  cleanups.push(schema.drop);
  return schema.url;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("are applied once when instances start together", async () => {
    const url = await freshSchema();
    const instances: ServiceDb[] = [0, 1, 2].map(() => openDatabase({ kind: "postgres", url }));
    cleanups.push(async () => {
      for (const db of instances) await db.destroy();
    });
    const first = instances[0] as ServiceDb;
    expect(await pendingMigrations(first)).toEqual(MIGRATIONS);
    await Promise.all(instances.map((db) => migrate(db)));
    for (const db of instances) expect(await pendingMigrations(db)).toEqual([]);
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(first);
    expect(rows.map((row) => row.name)).toEqual(MIGRATIONS);
  });

  it("npm run migrate says what it applied, then that nothing is left", async () => {
    const url = await freshSchema();
    const script = path.join(import.meta.dirname, "migrate-cli.ts");
    // The instances' settings, as an operator's would be.
    const settings = { DATABASE_URL: url, SECRET_KEY: TEST_SECRET_KEY };
    const applied = await runScript(script, [], { ...process.env, ...settings });
    expect(applied.stderr).toBe("");
    expect(applied.status).toBe(0);
    expect(applied.stdout).toContain(
      `Applied ${MIGRATIONS.length} migrations: ${MIGRATIONS.join(", ")}.`,
    );
    const again = await runScript(script, [], { ...process.env, ...settings });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("The database is up to date: no migration to apply.");
  });

  it("are applied and read while other schemas of the same database come and go", async () => {
    // Others' schemas (a finished test's, another deployment's), made and dropped meanwhile.
    const server = process.env.TEST_DATABASE_URL as string;
    let churning = true;
    const churn = async () => {
      while (churning) {
        const other = await postgresSchema(server);
        const db = openDatabase({ kind: "postgres", url: other.url });
        await sql`create table things (id serial primary key, name text)`.execute(db);
        await db.destroy();
        await other.drop();
      }
    };
    const churners = [churn(), churn()];
    try {
      for (let round = 0; round < 25; round += 1) {
        const db = openDatabase({ kind: "postgres", url: await freshSchema() });
        cleanups.push(() => db.destroy());
        await migrate(db);
        expect(await pendingMigrations(db)).toEqual([]);
        // As a restore reads them, inside its transaction.
        expect(await db.transaction().execute((trx) => pendingMigrations(trx))).toEqual([]);
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
  }, 120_000);
});
