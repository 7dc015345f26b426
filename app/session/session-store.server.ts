import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/** The browser holds only a signed id; Redis with REDIS_URL, else memory (decision 0027). */
export interface SessionRecord {
  data: Record<string, unknown>;
  userId: string | null;
  createdAt: number;
  seenAt: number;
}

export interface SessionStore {
  get(id: string): Promise<SessionRecord | null>;
  set(id: string, record: SessionRecord, ttlSeconds: number): Promise<void>;
  delete(id: string): Promise<void>;
  deleteAllOf(userId: string): Promise<number>;
  /** The member's live sessions, oldest first; ids whose session has ended are dropped. */
  listOf(userId: string): Promise<StoredSession[]>;
}

export interface StoredSession {
  id: string;
  record: SessionRecord;
}

const oldestFirst = (a: StoredSession, b: StoredSession) => a.record.createdAt - b.record.createdAt;

/** So a flood of sign-ins cannot exhaust memory. */
const MEMORY_SESSION_LIMIT = 50_000;

/** A new sign-in past it ends the member's oldest: one account cannot push others out. */
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
    async listOf(userId) {
      const listed: StoredSession[] = [];
      const ids = byUser.get(userId);
      for (const id of [...(ids ?? [])]) {
        // peek: listing is not a use, so it must not keep a session from ageing out.
        const record = sessions.peek(id);
        if (record?.userId === userId) listed.push({ id, record });
        else ids?.delete(id);
      }
      if (ids?.size === 0) byUser.delete(userId);
      return listed.sort(oldestFirst);
    },
  };
}

function parseRecord(text: string | null): SessionRecord | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as SessionRecord;
  } catch {
    return null;
  }
}

/** A set per member, so "sign out everywhere" reaches every instance. */
export function redisSessionStore(redis: Redis, prefix = "portal:"): SessionStore {
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const userKey = (userId: string) => `${prefix}user-sessions:${userId}`;
  return {
    async get(id) {
      return parseRecord(await redis.get(sessionKey(id)));
    },
    async set(id, record, ttlSeconds) {
      const ttl = Math.max(1, Math.ceil(ttlSeconds));
      const batch = redis.multi().set(sessionKey(id), JSON.stringify(record), "EX", ttl);
      if (record.userId) {
        // Stale ids in it are harmless.
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
    async listOf(userId) {
      const ids = await redis.smembers(userKey(userId));
      if (ids.length === 0) return [];
      const texts = await redis.mget(...ids.map(sessionKey));
      const listed: StoredSession[] = [];
      const stale: string[] = [];
      ids.forEach((id, at) => {
        const record = parseRecord(texts[at] ?? null);
        if (record?.userId === userId) listed.push({ id, record });
        else stale.push(id);
      });
      if (stale.length > 0) await redis.srem(userKey(userId), ...stale);
      return listed.sort(oldestFirst);
    },
  };
}
