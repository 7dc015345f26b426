import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCoins, formatCount } from "./counts.ts";

describe("counts, as the site, the console and the service's refusals write them", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(1249999)).toBe("12,49,999");
    expect(formatCoins(12500)).toBe("12,500 coins");
  });

  it("says coin for one, taken or given, and coins for any other count", () => {
    expect(formatCoins(1)).toBe("1 coin");
    expect(formatCoins(-1)).toBe("-1 coin");
    fc.assert(
      fc.property(
        fc.integer().filter((n) => Math.abs(n) !== 1),
        (n) => {
          expect(formatCoins(n)).toMatch(/ coins$/);
        },
      ),
    );
  });
});
