import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorLines, errorSentence, fieldMessages, NO_WORDS } from "./errors";

describe("DRF error shapes as words", () => {
  it("reads each shape the real libraries answer", () => {
    expect(errorLines({ detail: "User not found." })).toEqual(["User not found."]);
    expect(errorSentence("Unknown e-mail address.")).toBe("Unknown e-mail address.");
    expect(errorLines(["This code has expired."])).toEqual(["This code has expired."]);
    expect(errorLines({ email: ["user with this email already exists."] })).toEqual([
      "Email: user with this email already exists.",
    ]);
    expect(errorLines({ non_field_errors: ["Passwords do not match."] })).toEqual([
      "Passwords do not match.",
    ]);
    expect(errorLines({ profile: { phone: ["Enter a valid phone number."] } })).toEqual([
      "Profile phone: Enter a valid phone number.",
    ]);
    expect(
      errorLines({
        detail: "Given token not valid for any token type",
        code: "token_not_valid",
        messages: [{ token_class: "AccessToken", message: "Token is invalid or expired" }],
      }),
    ).toEqual(["Given token not valid for any token type"]);
    expect(fieldMessages({ otp: ["Invalid code."], new_password: ["Too short."] })).toEqual({
      otp: "Invalid code.",
      new_password: "Too short.",
    });
  });

  it("never shows markup, a single letter of a string, or nothing at all", () => {
    expect(errorLines("<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>")).toEqual([
      NO_WORDS,
    ]);
    expect(errorLines(null)).toEqual([NO_WORDS]);
    expect(errorLines({})).toEqual([NO_WORDS]);
    expect(fieldMessages({ detail: "User does not exist" })).toEqual({ "": "User does not exist" });
  });

  it("any JSON value gives bounded, printable, non-empty lines", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const lines = errorLines(value);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.length).toBeLessThanOrEqual(8);
        for (const line of lines) {
          expect(line.trim()).not.toBe("");
          expect([...line].some((char) => (char.codePointAt(0) ?? 32) < 32)).toBe(false);
          expect(line.length).toBeLessThanOrEqual(4_000);
        }
        expect(errorSentence(value).trim()).not.toBe("");
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
