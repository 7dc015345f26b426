import { sql } from "kysely";
import { pendingMigrations, type ServiceDb } from "../service/index.ts";
import type { ReadinessCheck } from "./health.ts";
import type { PageFill } from "./page-cache.ts";

/**
 * What /readyz checks (decision 0038): the bundled service's database
 * answers and has every migration applied (`readinessChecks`), and the home
 * page renders (`pageCheck`: its content comes from Sanity or the cache). A probe is public: the words say
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

/**
 * Redis answers (sessions, rate limits and purges live there, decision 0027).
 * While it is away an instance still serves its cached public pages, but no
 * signed-in page: the probe says so, with the details in the log.
 */
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

/**
 * The home page renders through the whole host, as the page cache renders it
 * (so its content is available, from Sanity or the content cache, and the
 * application answers). One render at most every `everyMs`: a probe storm
 * costs nothing more.
 */
export function pageCheck(
  fill: PageFill,
  options: { everyMs?: number; now?: () => number } = {},
): ReadinessCheck {
  const everyMs = options.everyMs ?? 10_000;
  const now = options.now ?? Date.now;
  let last: { at: number; outcome: Promise<void> } | undefined;
  return {
    name: "content",
    // A render on a loaded machine can take seconds: slow is not unready.
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
      // A failure is not kept: the next probe asks again.
      outcome.catch(() => {
        if (last?.outcome === outcome) last = undefined;
      });
      last = { at: now(), outcome };
      return outcome;
    },
  };
}
