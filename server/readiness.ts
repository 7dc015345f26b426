import { sql } from "kysely";
import { pendingMigrations, type ServiceDb } from "../service/db/database.ts";
import type { ReadinessCheck } from "./health.ts";

/**
 * What /readyz checks (decision 0038): the bundled service's database
 * answers and has every migration applied. A probe is public: the words say
 * what failed, the details go to the log. On another backend
 * (SERVICE_API_URL) that backend answers for its own readiness.
 */
export function readinessChecks(db: ServiceDb | undefined): ReadinessCheck[] {
  if (!db) return [];
  const failed = (words: string) => (error: unknown) => {
    console.error(`Readiness: ${words}: ${error instanceof Error ? error.message : String(error)}`);
    throw new Error(words);
  };
  return [
    {
      name: "database",
      run: async () => {
        await sql`select 1`.execute(db).catch(failed("the database did not answer"));
      },
    },
    {
      name: "migrations",
      run: async () => {
        const pending = await pendingMigrations(db).catch(
          failed("the migrations could not be read"),
        );
        if (pending.length > 0) throw new Error(`not applied yet: ${pending.join(", ")}`);
      },
    },
  ];
}
