import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { type Broadcast, localBroadcast } from "../pubsub/broadcast.ts";

/**
 * How long a row is kept: the most another process's change may take to show
 * when no purge reaches this one (the ops CLI on PostgreSQL, Redis away).
 */
export const USER_CACHE_TTL_MS = 2_000;

/** The channel on which instances tell each other a member's row changed. */
export const USER_PURGE_CHANNEL = "portal:user-purge";

/** A purge of every row. */
export const EVERY_USER = "*";

export interface UserCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Carries purges to the other instances (Redis pub/sub); default: this process only. */
  purges?: Broadcast;
}

/**
 * User rows by id, for the bearer checks every signed-in call makes. A row is
 * kept at most `ttlMs` and dropped on every instance as soon as one of them
 * changes it (a sign-out everywhere, a new password, a role or a balance), so
 * a revoked token stops working everywhere at once. Balances are never
 * charged from it: orders update coins in SQL.
 */
export function createUserCache(db: ServiceDb, options: UserCacheOptions = {}) {
  const { ttlMs = USER_CACHE_TTL_MS, maxEntries = 10_000, purges = localBroadcast() } = options;
  const entries = new Map<number, { user: User | undefined; until: number }>();
  // Counts purges: a read that began before one must not store what it read.
  let generation = 0;
  purges.subscribe((message) => {
    // Only a member's id or "*": anything else on the channel is not ours to act on.
    if (message === EVERY_USER) entries.clear();
    else if (/^\d{1,10}$/.test(message)) entries.delete(Number(message));
    else return;
    generation += 1;
  });
  return {
    async get(id: number): Promise<User | undefined> {
      const now = Date.now();
      const cached = entries.get(id);
      if (cached && cached.until > now) return cached.user;
      const began = generation;
      const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (generation !== began) return user;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(id, { user, until: now + ttlMs });
      return user;
    },
    /** After changing a member's row: every instance reads it afresh. */
    invalidate(id: number): void {
      purges.publish(String(id));
    },
    /** Forgets every row (after an operations command, which may have changed any of them). */
    clear(): void {
      purges.publish(EVERY_USER);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
