/** Commands fail at once while Redis is away rather than queue, so a request can answer 503. */
import { Redis } from "ioredis";

const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** ioredis's default waits grow to 2 s, too slow for the 5 s recovery we promise. */
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

/** Without a queue an early command would fail; an instance whose Redis is away still starts. */
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
