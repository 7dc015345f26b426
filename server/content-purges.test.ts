import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { CONTENT_PURGE_CHANNEL } from "../service/pubsub/broadcast.ts";
import { localPurges, redisPurges } from "./content-purges.ts";

describe("local content purges", () => {
  it("runs every listener of this process at once", () => {
    const channel = localPurges();
    const heard: string[] = [];
    channel.subscribe(() => heard.push("content"));
    channel.subscribe(() => heard.push("pages"));
    channel.publish();
    expect(heard).toEqual(["content", "pages"]);
  });
});

if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  describe("content purges over Redis", () => {
    it("reach the other instance once, and this one at once", async () => {
      // Both subscriptions are live before the publish: Redis counts them (a fixed wait of
      // 200 ms was too short on a loaded machine, CI 2026-11-28).
      const observer = new Redis(url);
      const subscribers = async () => {
        const reply = (await observer.pubsub("NUMSUB", CONTENT_PURGE_CHANNEL)) as [string, number];
        return Number(reply[1]);
      };
      const before = await subscribers();
      const one = redisPurges(url);
      const two = redisPurges(url);
      try {
        let onOne = 0;
        let onTwo = 0;
        one.subscribe(() => {
          onOne += 1;
        });
        two.subscribe(() => {
          onTwo += 1;
        });
        await expect.poll(subscribers, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
        one.publish();
        expect(onOne).toBe(1);
        await expect.poll(() => onTwo, { timeout: 3000 }).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(onOne).toBe(1);
      } finally {
        one.close();
        two.close();
        observer.disconnect();
      }
    });
  });
}
