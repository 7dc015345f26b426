/**
 * The host's content purges (decision 0056): "forget what shows these
 * documents" to every instance, Redis pub/sub when REDIS_URL is set, else this
 * process (pubsub/broadcast.ts). The page cache forgets the pages carrying any of
 * the tags, the content cache every answer. An instance that may have missed a
 * message (its Redis connection was cut) forgets every page.
 */
import { contentPurgeChannel, decodePurge, encodePurge } from "#contract/content-purge.ts";
import type { ContentPurges } from "../app/request-context.ts";
import { type Broadcast, localBroadcast, redisBroadcast } from "../pubsub/broadcast.ts";

export interface ContentPurgeChannel extends ContentPurges {
  close(): void;
}

function purgesOver(broadcast: Broadcast): ContentPurgeChannel {
  return {
    subscribe: (listener) => broadcast.subscribe((message) => listener(decodePurge(message))),
    publish: (tags) => broadcast.publish(encodePurge(tags)),
    close: () => broadcast.close(),
  };
}

export const localPurges = (): ContentPurgeChannel => purgesOver(localBroadcast());

export const redisPurges = (
  url: string,
  onError?: (message: string) => void,
): ContentPurgeChannel =>
  purgesOver(redisBroadcast(url, contentPurgeChannel(url), { missed: encodePurge(), onError }));
