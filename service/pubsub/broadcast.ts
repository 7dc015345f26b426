/**
 * A message to every instance: Redis pub/sub when REDIS_URL is set, else this
 * process only. Listeners here run at once; other instances run theirs when
 * the message arrives (each skips its own). A message lost on the way (Redis
 * restarting) is not sent again, so what rides on it keeps a short expiry too.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** "Content changed": every instance forgets its cached content and pages (server/content-purges.ts). */
export const CONTENT_PURGE_CHANNEL = "portal:content-purge";

export interface Broadcast {
  /** Runs `listener` for every message, whichever instance sent it. */
  subscribe(listener: (message: string) => void): void;
  /** Tells every instance, this one at once. */
  publish(message: string): void;
  close(): void;
}

export function localBroadcast(): Broadcast {
  const listeners: ((message: string) => void)[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    publish: (message) => {
      for (const listener of listeners) listener(message);
    },
    close() {},
  };
}

export function redisBroadcast(
  url: string,
  channel: string,
  onError: (message: string) => void = (message) => console.error(message),
): Broadcast {
  const local = localBroadcast();
  // Each message starts with the sender's id and a space, so an instance knows its own.
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    connection.on("error", (error: Error) => onError(`${channel} (Redis): ${error.message}`));
  }
  void subscriber.subscribe(channel).catch((error: Error) => onError(error.message));
  subscriber.on("message", (from: string, text: string) => {
    const space = text.indexOf(" ");
    const sender = space === -1 ? text : text.slice(0, space);
    if (from === channel && sender !== instance)
      local.publish(space === -1 ? "" : text.slice(space + 1));
  });
  return {
    subscribe: local.subscribe,
    publish(message) {
      local.publish(message);
      publisher
        .publish(channel, `${instance} ${message}`)
        .catch((error: Error) => onError(error.message));
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
