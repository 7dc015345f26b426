import { describe, expect, it } from "vitest";
import { formatDate, waitInWords } from "./format";

describe("waitInWords", () => {
  it.each([
    [null, "a few minutes"],
    [1, "1 second"],
    [42, "42 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
  ])("%s s → %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe("formatDate", () => {
  it("shows the day in India's time zone, whatever the server's", () => {
    expect(formatDate("2025-01-31T20:00:00Z")).toBe("1 February 2025");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(null)).toBe("");
  });
});
