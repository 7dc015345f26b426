import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { contentPurgeChannel } from "#contract/content-purge.ts";
import { localPurges, redisPurges } from "./content-purges.ts";

describe("local content purges", () => {
  it("runs every listener of this process at once, with the tags of the purge", () => {
    const channel = localPurges();
    const heard: (readonly string[] | undefined)[] = [];
    channel.subscribe((tags) => heard.push(tags));
    channel.subscribe(() => heard.push(["pages"]));
    channel.publish(["type:post", "id:post-1"]);
    channel.publish();
    expect(heard).toEqual([["type:post", "id:post-1"], ["pages"], undefined, ["pages"]]);
  });
});

describe("the content purge channel", () => {
  it("is one per Redis database: pub/sub ignores SELECT", () => {
    expect(contentPurgeChannel("redis://127.0.0.1:6379")).toBe("portal:content-purge");
    expect(contentPurgeChannel("redis://127.0.0.1:6379/0")).toBe("portal:content-purge");
    expect(contentPurgeChannel("redis://:secret@cache.internal:6380/3")).toBe(
      "portal:content-purge:db3",
    );
  });
});

if (process.env.TEST_REDIS_URL) {
  // A database of its own: another run on the same Redis does not hear these purges, nor we its.
  const url = new URL(process.env.TEST_REDIS_URL);
  url.pathname = "/14";
  const redisUrl = url.toString();
  describe("content purges over Redis", () => {
    it("reach the other instance once, with their tags, and this one at once", async () => {
      // Both subscriptions are live before the publish: Redis counts them.
      const observer = new Redis(redisUrl);
      const channel = contentPurgeChannel(redisUrl);
      const subscribers = async () => {
        const reply = (await observer.pubsub("NUMSUB", channel)) as [string, number];
        return Number(reply[1]);
      };
      const before = await subscribers();
      const one = redisPurges(redisUrl);
      const two = redisPurges(redisUrl);
      try {
        const onOne: (readonly string[] | undefined)[] = [];
        const onTwo: (readonly string[] | undefined)[] = [];
        one.subscribe((tags) => onOne.push(tags));
        two.subscribe((tags) => onTwo.push(tags));
        await expect.poll(subscribers, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
        one.publish(["type:post", "id:post-1"]);
        expect(onOne).toEqual([["type:post", "id:post-1"]]);
        await expect.poll(() => onTwo, { timeout: 3000 }).toEqual([["type:post", "id:post-1"]]);
        two.publish();
        await expect.poll(() => onOne.length, { timeout: 3000 }).toBe(2);
        expect(onOne[1]).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(onOne).toHaveLength(2);
        expect(onTwo).toHaveLength(2);
      } finally {
        one.close();
        two.close();
        observer.disconnect();
      }
    });
  });
}
