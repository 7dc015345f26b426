import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { figures, pairedRatio, pairedRounds } from "./paired-rounds.ts";
import type { Round } from "./run.ts";

const round = (requestsPerSecond: number, p50 = 1, p99 = 2, errors = 0): Round => ({
  requestsPerSecond,
  p50,
  p99,
  errors,
});

describe("pairedRounds", () => {
  it("warms every request up once, then runs a baseline round before each candidate round", async () => {
    const calls: Array<{ url: string; duration?: number | string; connections?: number }> = [];
    const speeds: Record<string, number> = { "/base": 1000, "/a": 100, "/b": 10 };
    const pairs = await pairedRounds({ url: "/base" }, [{ url: "/a" }, { url: "/b" }], {
      rounds: 2,
      duration: 3,
      warmup: 1,
      connections: 7,
      measureRound: async (options: autocannon.Options) => {
        calls.push({
          url: String(options.url),
          duration: options.duration,
          connections: options.connections,
        });
        return round(speeds[String(options.url)] ?? 0);
      },
    });
    expect(calls.map((call) => `${call.url}@${call.duration}`)).toEqual([
      "/base@1",
      "/a@1",
      "/b@1",
      "/base@3",
      "/a@3",
      "/base@3",
      "/b@3",
      "/base@3",
      "/a@3",
      "/base@3",
      "/b@3",
    ]);
    expect(calls.every((call) => call.connections === 7)).toBe(true);
    expect(pairs).toHaveLength(2);
    expect(pairs[1]?.map((pair) => pair.candidate.requestsPerSecond)).toEqual([10, 10]);
    expect(pairs[1]?.map((pair) => pair.baseline.requestsPerSecond)).toEqual([1000, 1000]);
  });

  it("skips the warm-up when it is 0 s", async () => {
    const urls: string[] = [];
    await pairedRounds({ url: "/base" }, [{ url: "/a" }], {
      rounds: 1,
      duration: 1,
      warmup: 0,
      connections: 1,
      measureRound: async (options) => {
        urls.push(String(options.url));
        return round(1);
      },
    });
    expect(urls).toEqual(["/base", "/a"]);
  });
});

describe("pairedRatio", () => {
  it("is the median of each pair's own ratio, so a slow spell on both sides cancels out", () => {
    const pairs = [
      { baseline: round(1000), candidate: round(100) },
      // The machine was busy for two pairs: both halves slow, their ratio unchanged.
      { baseline: round(200), candidate: round(20) },
      { baseline: round(200), candidate: round(60) },
    ];
    // Median over medians would say 60 / 200 = 0.3.
    expect(pairedRatio(pairs)).toBeCloseTo(0.1);
  });

  it("leaves out pairs whose baseline served nothing", () => {
    const pairs = [
      { baseline: round(0), candidate: round(5) },
      { baseline: round(100), candidate: round(20) },
    ];
    expect(pairedRatio(pairs)).toBeCloseTo(0.2);
  });
});

describe("figures", () => {
  it("takes medians of req/s and latencies and adds up errors", () => {
    expect(figures([round(10, 5, 50, 1), round(30, 1, 10, 0), round(20, 3, 30, 2)])).toEqual({
      requestsPerSecond: 20,
      p50: 3,
      p99: 30,
      errors: 3,
    });
  });
});
