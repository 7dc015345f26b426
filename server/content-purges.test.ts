import { describe, expect, it } from "vitest";
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
        // Both subscriptions are live before the publish.
        await new Promise((resolve) => setTimeout(resolve, 200));
        one.publish();
        expect(onOne).toBe(1);
        await expect.poll(() => onTwo, { timeout: 3000 }).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(onOne).toBe(1);
      } finally {
        one.close();
        two.close();
      }
    });
  });
}
