/**
 * Redis pub/sub keeps nothing for an absent subscriber: unpublished messages are retried, and a
 * reconnecting subscriber hears `missed` ("forget everything").
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { openRedis, reconnectSoon } from "./redis-connection.ts";

export interface Broadcast {
  subscribe(listener: (message: string) => void): void;
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

export interface RedisBroadcastOptions {
  missed: string;
  onError?: (message: string) => void;
}

/** Past this many unsent, only `missed` is sent. */
const MAX_UNSENT = 100;

export function redisBroadcast(
  url: string,
  channel: string,
  options: RedisBroadcastOptions,
): Broadcast {
  const { missed, onError = (message: string) => console.error(message) } = options;
  const local = localBroadcast();
  const instance = randomUUID();
  const publisher = openRedis(url, `${channel} publisher`);
  // ioredis's own resubscribe leaves an unhandled rejection on a flapping Redis.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    autoResubscribe: false,
    retryStrategy: reconnectSoon,
  });
  subscriber.on("error", (error: Error) => onError(`${channel} (Redis): ${error.message}`));
  subscriber.on("message", (from: string, text: string) => {
    const space = text.indexOf(" ");
    const sender = space === -1 ? text : text.slice(0, space);
    if (from === channel && sender !== instance)
      local.publish(space === -1 ? "" : text.slice(space + 1));
  });
  let connectedBefore = false;
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).catch((error: Error) => onError(`${channel}: ${error.message}`));
    if (connectedBefore) local.publish(missed);
    connectedBefore = true;
  });

  const unsent = new Set<string>();
  const send = (message: string) =>
    publisher.publish(channel, `${instance} ${message}`).then(
      () => unsent.delete(message),
      (error: Error) => {
        if (unsent.has(message) || unsent.size < MAX_UNSENT) unsent.add(message);
        else {
          unsent.clear();
          unsent.add(missed);
        }
        onError(`${channel}: not sent yet, will be once Redis answers: ${error.message}`);
      },
    );
  publisher.on("ready", () => {
    for (const message of [...unsent]) void send(message);
  });

  return {
    subscribe: local.subscribe,
    publish(message) {
      local.publish(message);
      void send(message);
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
