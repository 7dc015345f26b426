import { describe, expect, it } from "vitest";
import { BALANCE_CHANGED, BALANCE_TOO_HIGH, BALANCE_TOO_LOW } from "./staff-refusals.ts";

describe("the coin refusals write counts as the site does", () => {
  it("groups digits the Indian way and counts one coin as one", () => {
    expect(BALANCE_CHANGED(12500, 12515)).toMatch(/^The balance is now 12,500 coins, not 12,515 /);
    expect(BALANCE_TOO_LOW(1)).toBe("The balance is 1 coin: it cannot go below zero.");
    expect(BALANCE_TOO_HIGH(1000000)).toMatch(
      /^The balance is 10,00,000 coins: it cannot go above /,
    );
  });
});
