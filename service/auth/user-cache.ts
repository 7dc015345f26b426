import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";

/** How long another process's change (the ops CLI, a second instance) may take to show. */
export const USER_CACHE_TTL_MS = 2_000;

/**
 * User rows by id, for the bearer checks every signed-in call makes. A row
 * is kept at most USER_CACHE_TTL_MS and dropped at once when this process
 * changes it. Balances are never charged from it: orders update coins in SQL.
 */
export function createUserCache(db: ServiceDb, ttlMs = USER_CACHE_TTL_MS, maxEntries = 10_000) {
  const entries = new Map<number, { user: User | undefined; until: number }>();
  return {
    async get(id: number): Promise<User | undefined> {
      const now = Date.now();
      const cached = entries.get(id);
      if (cached && cached.until > now) return cached.user;
      const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(id, { user, until: now + ttlMs });
      return user;
    },
    invalidate(id: number): void {
      entries.delete(id);
    },
    /** Forgets every row (after an operations command, which may have changed any of them). */
    clear(): void {
      entries.clear();
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
