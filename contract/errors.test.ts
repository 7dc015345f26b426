import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drfFormErrors, errorLines, errorSentence, fieldMessages, NO_WORDS } from "./errors";

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

describe("drfFormErrors: a DRF body as a form's errors", () => {
  const FIELDS = ["name", "email", "phonenumber"] as const;

  it("puts the form's fields beside them and the rest in the form's message", () => {
    expect(
      drfFormErrors(
        {
          email: ["user with this email already exists."],
          non_field_errors: ["Try again later."],
          username: ["A user with that username already exists."],
        },
        FIELDS,
      ),
    ).toEqual({
      fieldErrors: { email: ["user with this email already exists."] },
      formErrors: ["Try again later.", "Username: A user with that username already exists."],
    });
    // A form field named like one of DRF's general keys is still the field.
    expect(drfFormErrors({ message: ["Looks like spam."] }, ["message"])).toEqual({
      fieldErrors: { message: ["Looks like spam."] },
      formErrors: [],
    });
    // The service's names for a field the form calls otherwise join that field.
    expect(
      drfFormErrors(
        { email: ["Unknown address."], phonenumber: "Unknown number.", otp: ["Wrong code."] },
        ["contact", "otp"],
        NO_WORDS,
        { email: "contact", phonenumber: "contact" },
      ),
    ).toEqual({
      fieldErrors: { contact: ["Unknown address.", "Unknown number."], otp: ["Wrong code."] },
      formErrors: [],
    });
    expect(drfFormErrors({ detail: "Not found." }, FIELDS)).toEqual({
      fieldErrors: {},
      formErrors: ["Not found."],
    });
    expect(drfFormErrors("<html><body>Server Error</body></html>", FIELDS)).toEqual({
      fieldErrors: {},
      formErrors: [NO_WORDS],
    });
  });

  it("any JSON body: words somewhere, fields only the form's, nothing unprintable", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.boolean(), (value, aliased) => {
        const { fieldErrors, formErrors } = drfFormErrors(
          value,
          FIELDS,
          NO_WORDS,
          aliased ? { username: "email", ["__proto__"]: "name" } : {},
        );
        const all = [...formErrors, ...Object.values(fieldErrors).flat()];
        expect(all.length).toBeGreaterThan(0);
        for (const field of Object.keys(fieldErrors)) expect(FIELDS).toContain(field);
        expect(formErrors.length).toBeLessThanOrEqual(8);
        for (const line of all) {
          expect(line.trim()).not.toBe("");
          expect([...line].some((char) => (char.codePointAt(0) ?? 32) < 32)).toBe(false);
        }
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});
