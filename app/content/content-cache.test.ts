import { describe, expect, it, vi } from "vitest";
import { ContentCache } from "./content-cache.server";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("content cache", () => {
  it("serves a fresh answer without asking the source again", async () => {
    const time = clock();
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => "v1");
    expect(await cache.get("k", load)).toBe("v1");
    time.advance(59_999);
    expect(await cache.get("k", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale answer at once and refreshes it once behind the scenes", async () => {
    const time = clock();
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    await cache.get("k", async () => "v1");
    time.advance(60_000);
    let finish: (value: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get("k", refresh)).toBe("v1");
    expect(await cache.get("k", refresh)).toBe("v1");
    expect(refresh).toHaveBeenCalledTimes(1);
    finish("v2");
    await settle();
    expect(await cache.get("k", refresh)).toBe("v2");
  });

  it("keeps the stale answer when the refresh fails", async () => {
    const time = clock();
    const onRefreshError = vi.fn();
    const cache = new ContentCache({ ttlMs: 10, maxEntries: 10, now: time.now, onRefreshError });
    await cache.get("k", async () => "v1");
    time.advance(10);
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("v1");
    await settle();
    expect(onRefreshError).toHaveBeenCalledOnce();
    expect(await cache.get("k", async () => "v2")).toBe("v1");
  });

  it("shares one load between concurrent first requests and throws its failure", async () => {
    const cache = new ContentCache({ ttlMs: 10, maxEntries: 10 });
    const load = vi.fn(() => Promise.reject(new Error("down")));
    const results = await Promise.allSettled([cache.get("k", load), cache.get("k", load)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
  });

  it("forgets everything on purge, including loads that were under way", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("a", async () => "old");
    let finish: (value: string) => void = () => {};
    const slow = cache.get("b", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.purge();
    finish("from before the purge");
    await slow;
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => "new")).toBe("new");
  });

  it("drops the oldest entry beyond its bound", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => 10)).toBe(10);
  });

  it("does not keep empty answers", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 10 });
    const load = vi.fn(async () => null);
    await cache.get("unknown-slug", load);
    await cache.get("unknown-slug", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
