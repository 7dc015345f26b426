import { describe, expect, it } from "vitest";
import { tooManyAttempts } from "#contract/messages.ts";
import { safeReturnPath } from "~/lib/safe-path";
import { registrationErrorLines } from "./signup-messages";

describe("registration error lines (spec §8)", () => {
  it("one line per field, the field name capitalized", () => {
    expect(
      registrationErrorLines({
        email: ["user with this email already exists."],
        phonenumber: ["Bad.", "Short."],
      }),
    ).toEqual(["Email: user with this email already exists.", "Phonenumber: Bad. Short."]);
  });

  it("anything that is not an object of fields: the unexpected-error text", () => {
    for (const data of [null, "oops", ["a"], 42, {}]) {
      expect(registrationErrorLines(data)).toEqual(["An unexpected error occurred."]);
    }
  });
});

describe("safeReturnPath", () => {
  it("keeps paths on this site and refuses everything else", () => {
    expect(safeReturnPath("/shatayu?tab=1")).toBe("/shatayu?tab=1");
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      null,
      5,
    ]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });
});

it("names the wait in the throttling message", () => {
  expect(tooManyAttempts(42)).toBe("Too many attempts, try again in 42 seconds");
});
