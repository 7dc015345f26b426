/**
 * How "content changed" reaches every instance: Redis pub/sub when REDIS_URL
 * is set, else this process only (service/pubsub/broadcast.ts). Another
 * instance missing a message keeps its pages one content TTL at most.
 */
import type { ContentPurges } from "../app/request-context.ts";
import {
  type Broadcast,
  CONTENT_PURGE_CHANNEL,
  localBroadcast,
  redisBroadcast,
} from "../service/index.ts";

export interface ContentPurgeChannel extends ContentPurges {
  close(): void;
}

function purgesOver(broadcast: Broadcast): ContentPurgeChannel {
  return {
    subscribe: (listener) => broadcast.subscribe(() => listener()),
    publish: () => broadcast.publish(""),
    close: () => broadcast.close(),
  };
}

export const localPurges = (): ContentPurgeChannel => purgesOver(localBroadcast());

export const redisPurges = (
  url: string,
  onError?: (message: string) => void,
): ContentPurgeChannel =>
  purgesOver(redisBroadcast(url, CONTENT_PURGE_CHANNEL, { missed: "", onError }));
