/**
 * The host's message to every instance: Redis pub/sub when REDIS_URL is set,
 * else this process only. Listeners here run at once; other instances run
 * theirs when the message arrives (each skips its own).
 *
 * Redis does not keep a message for a subscriber that is away, so a purge
 * could be missed while Redis is cut. Two things make up for it: a message
 * this instance could not publish is published again once Redis answers, and
 * a subscriber that reconnects hears `missed` (the channel's "forget
 * everything") from itself, since anything may have been sent while it was away.
 * The service keeps its own for members' records (it also runs alone).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { openRedis, reconnectSoon } from "../service/index.ts";

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

interface RedisBroadcastOptions {
  /** What a listener hears when messages may have been missed: the channel's "forget everything". */
  missed: string;
  onError?: (message: string) => void;
}

/** Unsent messages kept for Redis's return; past this many, only `missed` is sent. */
const MAX_UNSENT = 100;

export function redisBroadcast(
  url: string,
  channel: string,
  options: RedisBroadcastOptions,
): Broadcast {
  const { missed, onError = (message: string) => console.error(message) } = options;
  const local = localBroadcast();
  // Each message starts with the sender's id and a space, so an instance knows its own.
  const instance = randomUUID();
  const publisher = openRedis(url, `${channel} publisher`);
  // Subscribed on each connection by us, not by ioredis: its own resubscribe leaves a promise
  // nobody handles, which a connection lost right after it would turn into an ended process.
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
          // Too many to keep: one "forget everything" stands for them all.
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
