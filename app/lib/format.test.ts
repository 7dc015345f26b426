import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogue.server";
import {
  formatCoins,
  formatCount,
  formatDate,
  formatDateTime,
  formatRupees,
  waitInWords,
} from "./format";

describe("waitInWords", () => {
  it("says the wait in Hindi on Hindi pages", () => {
    expect(waitInWords(translatorFor("hi"), 61)).toBe("2 मिनट");
  });

  it.each([
    [null, "a few minutes"],
    [1, "1 second"],
    [42, "42 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
  ])("%s s → %s", (seconds, words) => {
    expect(waitInWords(translatorFor("en"), seconds)).toBe(words);
  });
});

describe("formatDate", () => {
  it("shows the day in India's time zone, whatever the server's", () => {
    expect(formatDate("2025-01-31T20:00:00Z")).toBe("1 February 2025");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(null)).toBe("");
  });
});

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

describe("formatDateTime", () => {
  it("writes the date and the time in India's time zone", () => {
    // 06:15 UTC is 11:45 in Kolkata (UTC+5:30).
    expect(formatDateTime("2026-11-27T06:15:00Z")).toMatch(/^27 Nov 2026, 11:45\s?am$/i);
  });

  it("shows nothing for a missing or unreadable date", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("yesterday")).toBe("");
  });
});

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(124999)).toBe("1,24,999");
  });
});
