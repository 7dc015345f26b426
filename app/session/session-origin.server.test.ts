import { describe, expect, it } from "vitest";
import { placeOf, sessionOrigin } from "./session-origin.server";

describe("where a session was made", () => {
  it("keeps the device in words, the network masked and the country named", () => {
    const origin = sessionOrigin(
      {
        key: "k",
        fresh: false,
        userAgent:
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
      },
      "203.0.113.77",
      "IN",
    );
    expect(origin).toEqual({
      device: "Firefox on Windows",
      network: "203.0.113.x",
      place: "India",
    });
  });

  it("says no place rather than a wrong one", () => {
    for (const code of ["", "XX", "T1", "ZZ", "QQ", "india", "I", "<b>", "IN1"]) {
      expect(placeOf(code), code).toBeNull();
    }
    expect(placeOf("gb")).toBe("United Kingdom");
  });
});
