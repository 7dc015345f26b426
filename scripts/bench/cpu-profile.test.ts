import { describe, expect, it } from "vitest";
import {
  type CpuProfile,
  formatSummary,
  packageOf,
  shortUrl,
  summariseProfile,
} from "./cpu-profile.ts";

const ROOT = "/repo";
const frame = (functionName: string, url = "", lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

/**
 * (root) → handle (server build) → render (react-dom) → encode (node:zlib)
 *                                → render (recursion)  → encode
 *        → (idle)
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2, 6] },
    { id: 2, callFrame: frame("handle", "file:///repo/build/server/index.js", 9), children: [3] },
    {
      id: 3,
      callFrame: frame("render", "file:///repo/node_modules/react-dom/cjs/server.js", 99),
      children: [4, 5],
    },
    { id: 4, callFrame: frame("encode", "node:zlib", 504) },
    {
      id: 5,
      callFrame: frame("render", "file:///repo/node_modules/react-dom/cjs/server.js", 99),
      children: [7],
    },
    { id: 6, callFrame: frame("(idle)") },
    { id: 7, callFrame: frame("encode", "node:zlib", 504) },
  ],
  startTime: 1_000,
  endTime: 2_000,
  // Sample times: 1100, 1200, 1300, 1400, 1500
  samples: [3, 4, 7, 6, 3],
  timeDeltas: [100, 100, 100, 100, 100],
};

describe("summariseProfile", () => {
  it("adds self time per function and per package, leaving idle time out of busy", () => {
    const summary = summariseProfile(profile, { root: ROOT });
    expect(summary.windowMs).toBeCloseTo(0.5);
    expect(summary.busyMs).toBeCloseTo(0.4);
    expect(summary.selfByFunction.map((cost) => [cost.name, cost.ms])).toEqual([
      ["render react-dom/cjs/server.js:100", 0.2],
      ["encode node:zlib:505", 0.2],
    ]);
    expect(summary.selfByPackage.map((cost) => cost.name)).toEqual(["react-dom", "node core"]);
    expect(summary.selfByFunction[0]?.share).toBeCloseTo(0.4);
  });

  it("counts a recursive function once per sample in its inclusive time", () => {
    const summary = summariseProfile(profile, { root: ROOT });
    const inclusive = Object.fromEntries(summary.inclusive.map((cost) => [cost.name, cost.ms]));
    expect(inclusive["handle build/server/index.js:10"]).toBeCloseTo(0.4);
    expect(inclusive["render react-dom/cjs/server.js:100"]).toBeCloseTo(0.4);
    expect(inclusive["encode node:zlib:505"]).toBeCloseTo(0.2);
  });

  it("keeps only the samples inside the window", () => {
    const summary = summariseProfile(profile, { root: ROOT, window: [1150, 1350] });
    expect(summary.windowMs).toBeCloseTo(0.2);
    expect(summary.selfByFunction.map((cost) => cost.name)).toEqual(["encode node:zlib:505"]);
  });

  it("formats a readable report", () => {
    const text = formatSummary(summariseProfile(profile, { root: ROOT }));
    expect(text).toContain("Main thread: 0 ms busy of 1 ms sampled.");
    expect(text).toMatch(/Self time by package:\n\s+0 ms\s+40\.0 %\s+react-dom/);
  });
});

describe("packageOf and shortUrl", () => {
  it("names packages, scoped ones, node core, the server build and repo folders", () => {
    expect(
      packageOf("file:///repo/node_modules/a/node_modules/@sanity/image-url/x.js", "f", ROOT),
    ).toBe("@sanity/image-url");
    expect(packageOf("node:zlib", "f", ROOT)).toBe("node core");
    expect(packageOf("file:///repo/build/server/index.js", "f", ROOT)).toBe("app (server build)");
    expect(packageOf("file:///repo/server/http.ts", "f", ROOT)).toBe("server");
    expect(packageOf("", "(garbage collector)", ROOT)).toBe("(garbage collector)");
    expect(packageOf("", "parse", ROOT)).toBe("(V8 and native)");
  });

  it("shortens paths to the package or the repository", () => {
    expect(shortUrl("file:///repo/node_modules/react-dom/cjs/x.js", ROOT)).toBe(
      "react-dom/cjs/x.js",
    );
    expect(shortUrl("file:///repo/server/http.ts", ROOT)).toBe("server/http.ts");
    expect(shortUrl("node:zlib", ROOT)).toBe("node:zlib");
  });
});
