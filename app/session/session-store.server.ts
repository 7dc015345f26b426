import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * Where a session's state lives on the server: the service's tokens, the one-request messages, and
 * when it was opened and last used. The browser only holds a signed, opaque id (see
 * session-storage.server.ts). Two stores, one shape: Redis when REDIS_URL is set (every instance
 * sees every session), the process's memory otherwise (one instance, the embedded defaults).
 * Decision 0027 says why.
 */
export interface SessionRecord {
  /** React Router's session data (tokens, flashes), as the session storage hands it over. */
  data: Record<string, unknown>;
  /** The member's id as the service API issued it; indexes "sign out everywhere". */
  userId: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  seenAt: number;
}

export interface SessionStore {
  get(id: string): Promise<SessionRecord | null>;
  /** Stores the record for at most `ttlSeconds`. */
  set(id: string, record: SessionRecord, ttlSeconds: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of one member; answers how many there were. */
  deleteAllOf(userId: string): Promise<number>;
}

/** A bound on the sessions one process remembers, so a flood of sign-ins cannot exhaust memory. */
const MEMORY_SESSION_LIMIT = 50_000;

/**
 * Sessions one member may hold at once; a new sign-in past it ends their oldest. One account
 * signing in over and over cannot push everyone else's sessions out of a bounded store.
 */
export const SESSIONS_PER_MEMBER = 20;

export function memorySessionStore(max = MEMORY_SESSION_LIMIT): SessionStore {
  const byUser = new Map<string, Set<string>>();
  const forget = (id: string, record: SessionRecord) => {
    if (!record.userId) return;
    const ids = byUser.get(record.userId);
    ids?.delete(id);
    if (ids?.size === 0) byUser.delete(record.userId);
  };
  const sessions = new LRUCache<string, SessionRecord>({
    max,
    ttlAutopurge: false,
    dispose: (record, id) => forget(id, record),
  });
  return {
    async get(id) {
      return sessions.get(id) ?? null;
    },
    async set(id, record, ttlSeconds) {
      const before = sessions.get(id);
      if (before && before.userId !== record.userId) forget(id, before);
      sessions.set(id, record, { ttl: ttlSeconds * 1000 });
      if (record.userId) {
        const ids = byUser.get(record.userId) ?? new Set<string>();
        ids.add(id);
        byUser.set(record.userId, ids);
        // A Set keeps insertion order: the first ids are the oldest sessions.
        for (const oldest of ids) {
          if (ids.size <= SESSIONS_PER_MEMBER) break;
          sessions.delete(oldest);
          ids.delete(oldest);
        }
      }
    },
    async delete(id) {
      sessions.delete(id);
    },
    async deleteAllOf(userId) {
      const ids = [...(byUser.get(userId) ?? [])];
      for (const id of ids) sessions.delete(id);
      byUser.delete(userId);
      return ids.length;
    },
  };
}

/**
 * Sessions in Redis: one key a session (expiring with it) and one set a member listing their
 * session ids, so "sign out everywhere" reaches every instance.
 */
export function redisSessionStore(redis: Redis, prefix = "portal:"): SessionStore {
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const userKey = (userId: string) => `${prefix}user-sessions:${userId}`;
  return {
    async get(id) {
      const text = await redis.get(sessionKey(id));
      if (!text) return null;
      try {
        return JSON.parse(text) as SessionRecord;
      } catch {
        return null;
      }
    },
    async set(id, record, ttlSeconds) {
      const ttl = Math.max(1, Math.ceil(ttlSeconds));
      const batch = redis.multi().set(sessionKey(id), JSON.stringify(record), "EX", ttl);
      if (record.userId) {
        // The index lives as long as the longest session in it; stale ids in it are harmless.
        batch.sadd(userKey(record.userId), id).expire(userKey(record.userId), ttl, "GT");
        batch.expire(userKey(record.userId), ttl, "NX");
      }
      await batch.exec();
    },
    async delete(id) {
      await redis.del(sessionKey(id));
    },
    async deleteAllOf(userId) {
      const ids = await redis.smembers(userKey(userId));
      if (ids.length === 0) return 0;
      const removed = await redis.del(...ids.map(sessionKey));
      await redis.srem(userKey(userId), ...ids);
      return removed;
    },
  };
}
