/**
 * How "content changed" reaches every instance: Redis pub/sub when REDIS_URL
 * is set, else this process only. A purge runs here at once; other instances
 * run it when the message arrives (their own messages they skip).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { ContentPurges } from "../app/request-context.ts";

export const PURGE_CHANNEL = "portal:content-purge";

export interface ContentPurgeChannel extends ContentPurges {
  close(): void;
}

export function localPurges(): ContentPurgeChannel {
  const listeners: (() => void)[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    publish: () => {
      for (const listener of listeners) listener();
    },
    close() {},
  };
}

export function redisPurges(
  url: string,
  onError: (message: string) => void = (message) => console.error(message),
): ContentPurgeChannel {
  const local = localPurges();
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    connection.on("error", (error: Error) => onError(`Content purges (Redis): ${error.message}`));
  }
  void subscriber.subscribe(PURGE_CHANNEL).catch((error: Error) => onError(error.message));
  subscriber.on("message", (channel: string, from: string) => {
    if (channel === PURGE_CHANNEL && from !== instance) local.publish();
  });
  return {
    subscribe: local.subscribe,
    publish() {
      local.publish();
      // Another instance missing this message keeps its pages one content TTL at most.
      publisher.publish(PURGE_CHANNEL, instance).catch((error: Error) => onError(error.message));
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
