/**
 * One way to open a Redis connection for work a request waits on (sessions,
 * rate limits, purges' publisher). While Redis is away a command fails at
 * once instead of queueing until it returns: the request answers
 * 503 with words, or goes on without Redis where that is safe. A command that
 * gets no answer (a half-open connection, a partition) gives up after 2 s.
 * ioredis reconnects by itself, within half a second of Redis's return.
 */
import { Redis } from "ioredis";

const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/**
 * ioredis's default waits grow to 2 s, too slow for the 5 s recovery we promise; an attempt
 * against an absent Redis is one refused connection, so half a second at most.
 */
export const reconnectSoon = (attempt: number): number => Math.min(attempt * 50, 500);

export function openRedis(url: string, purpose: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectSoon,
  });
  // Logged once per outage, not once per reconnect attempt.
  let down = false;
  redis.on("error", (error: Error) => {
    if (!down) console.error(`${purpose} (Redis): ${error.message}`);
    down = true;
  });
  redis.on("ready", () => {
    if (down) console.log(`${purpose} (Redis): connected again`);
    down = false;
  });
  return redis;
}

/**
 * Resolves once the connection is ready, or after `waitMs`: without a queue,
 * a command sent before the first connection would fail, and an instance
 * whose Redis is away still starts (its signed-in pages say so).
 */
export function untilReady(redis: Redis, waitMs = 5_000): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    timer.unref();
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
