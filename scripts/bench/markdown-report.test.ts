import { describe, expect, it } from "vitest";
import { factsLine, formatBytes, formatRatio, markdownTable } from "./markdown-report.ts";

describe("formatRatio", () => {
  it("shows the baseline as such, small ratios with two significant digits, others with two decimals", () => {
    expect(formatRatio(undefined)).toBe("1 (baseline)");
    expect(formatRatio(0.01234)).toBe("0.012");
    expect(formatRatio(0.5678)).toBe("0.57");
    expect(formatRatio(1.579)).toBe("1.58");
    expect(formatRatio(0)).toBe("–");
    expect(formatRatio(Number.NaN)).toBe("–");
  });
});

describe("formatBytes", () => {
  it("uses bytes below a kilobyte and KB with one decimal above", () => {
    expect(formatBytes(409)).toBe("409 B");
    expect(formatBytes(21_400)).toBe("20.9 KB");
  });
});

describe("markdownTable", () => {
  it("has a header, a row per request, and shortens file hashes and escapes pipes", () => {
    const table = markdownTable([
      {
        name: "Static",
        path: "/favicon.svg",
        requestsPerSecond: 2283.4,
        p50: 3,
        p99: 14,
        errors: 0,
        wireBytes: 409,
      },
      {
        name: "A | B",
        path: "/images/embedded/content/b10b06567ade51e84e0905939f06b82834250368-1600x900.jpg?w=640",
        requestsPerSecond: 40.2,
        p50: 200,
        p99: 400,
        errors: 2,
        ratio: 0.0176,
        wireBytes: 2048,
      },
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| Request \| Path \| req\/s \(median\) \|/);
    expect(lines[2]).toBe("| Static | `/favicon.svg` | 2283 | 3 | 14 | 1 (baseline) | 409 B | 0 |");
    expect(lines[3]).toBe(
      "| A \\| B | `/images/embedded/content/b10b0656…-1600x900.jpg?w=640` | 40 | 200 | 400 | 0.018 | 2.0 KB | 2 |",
    );
  });
});

describe("factsLine", () => {
  it("names the date, the cores and the method", () => {
    const line = factsLine({
      date: new Date("2026-11-22T05:50:00Z"),
      cores: 2,
      cpuModel: "AMD EPYC",
      nodeVersion: "24.21.0",
      loadAverage: 2.9,
      connections: 10,
      rounds: 1,
      duration: 3,
      warmup: 2,
    });
    expect(line).toContain("2026-11-22 05:50 UTC on 2 cores (AMD EPYC), Node 24.21.0");
    expect(line).toContain("1 round of 3 s");
  });
});
