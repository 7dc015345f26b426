import { describe, expect, it } from "vitest";
import { formatCoins, formatRupees } from "./format";

describe("formatRupees", () => {
  it.each([
    ["2499.00", "₹2,499"],
    ["124999.00", "₹1,24,999"],
    ["0.00", "₹0"],
    ["2499.50", "₹2,499.50"],
    [1999, "₹1,999"],
  ])("%s → %s (Indian digit grouping)", (price, shown) => {
    expect(formatRupees(price)).toBe(shown);
  });

  it("shows nothing for a price that is not a number", () => {
    expect(formatRupees("free")).toBe("");
  });
});

describe("formatCoins", () => {
  it.each([
    [1, "1 coin"],
    [30, "30 coins"],
    [0, "0 coins"],
    [125000, "1,25,000 coins"],
  ])("%d → %s", (coins, shown) => {
    expect(formatCoins(coins)).toBe(shown);
  });
});
