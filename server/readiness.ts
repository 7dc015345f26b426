import { sql } from "kysely";
import { pendingMigrations, type ServiceDb } from "../service/index.ts";
import type { ReadinessCheck } from "./health.ts";
import type { PageFill } from "./page-cache.ts";

/** /readyz (decision 0038): public, so its words say what failed and the log the details. */
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

/** Without Redis (decision 0027) cached public pages still serve, but no signed-in page. */
export function redisCheck(redis: { ping(): Promise<unknown> }): ReadinessCheck {
  return {
    name: "sessions",
    run: () =>
      redis.ping().then(
        () => undefined,
        (error: unknown) => {
          console.error(
            `Readiness: Redis did not answer: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw new Error("the session store did not answer");
        },
      ),
  };
}

/** The home page through the whole host, once per `everyMs` however many probes come. */
export function pageCheck(
  fill: PageFill,
  options: { everyMs?: number; now?: () => number } = {},
): ReadinessCheck {
  const everyMs = options.everyMs ?? 10_000;
  const now = options.now ?? Date.now;
  let last: { at: number; outcome: Promise<void> } | undefined;
  return {
    name: "content",
    // Slow is not unready.
    timeoutMs: 10_000,
    run() {
      if (last && now() - last.at < everyMs) return last.outcome;
      const outcome = fill({ url: "/", host: "localhost", forwardedFor: "127.0.0.1" }).then(
        (page) => {
          if (page.status !== 200) {
            throw new Error(
              `the home page answered ${page.status}: its content may be unavailable`,
            );
          }
        },
        (error: unknown) => {
          console.error(`Readiness: the home page could not be rendered: ${String(error)}`);
          throw new Error("the home page could not be rendered");
        },
      );
      outcome.catch(() => {
        if (last?.outcome === outcome) last = undefined;
      });
      last = { at: now(), outcome };
      return outcome;
    },
  };
}
