import { describe, expect, it } from "vitest";
import { mannWhitney } from "./mann-whitney.ts";

describe("Mann-Whitney U", () => {
  it("matches SciPy (mannwhitneyu, two-sided, asymptotic, continuity: U1 = 58, p = 0.13292)", () => {
    const a = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
    const b = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
    const result = mannWhitney(a, b);
    expect(result.u).toBe(23); // the smaller of U1 = 58 and 81 - 58
    expect(result.p).toBeCloseTo(0.13292, 4);
  });

  it("finds a real shift and no difference between samples of one distribution", () => {
    const base = Array.from({ length: 50 }, (_, i) => 10 + ((i * 7919) % 97) / 97);
    expect(
      mannWhitney(
        base,
        base.map((value) => value + 0.5),
      ).p,
    ).toBeLessThan(0.001);
    const shuffled = [...base].reverse();
    expect(mannWhitney(base, shuffled).p).toBeGreaterThan(0.9);
  });
});
