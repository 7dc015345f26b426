import { type Broadcast, localBroadcast } from "../../pubsub/broadcast.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";

/** The most a change may take to show when no purge arrives (ops CLI on PostgreSQL, Redis away). */
export const USER_CACHE_TTL_MS = 2_000;

export const USER_PURGE_CHANNEL = "portal:user-purge";

export const EVERY_USER = "*";

export interface UserCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  purges?: Broadcast;
}

/** Purged on every instance on change, so a revoked token stops everywhere; never charge from it. */
export function createUserCache(db: ServiceDb, options: UserCacheOptions = {}) {
  const { ttlMs = USER_CACHE_TTL_MS, maxEntries = 10_000, purges = localBroadcast() } = options;
  const entries = new Map<number, { user: User | undefined; until: number }>();
  // Counts purges: a read that began before one must not store what it read.
  let generation = 0;
  purges.subscribe((message) => {
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
    invalidate(id: number): void {
      purges.publish(String(id));
    },
    clear(): void {
      purges.publish(EVERY_USER);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
