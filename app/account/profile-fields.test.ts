import { describe, expect, it } from "vitest";
import { DRF } from "../../contract/messages.ts";
import { checkProfile, firstInvalidField, profileErrorsOf, profileValues } from "./profile-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("profileValues", () => {
  it("reads the three fields only; a missing one reads as empty", () => {
    expect(
      profileValues(form({ name: " Asha ", email: "a@b.in", abc_coins: "9999", pro_pmt: "true" })),
    ).toEqual({ name: " Asha ", email: "a@b.in", phonenumber: "" });
  });
});

const SAVED = { name: "Asha", email: "asha@example.in", phonenumber: "+91 98200 41377" };

describe("checkProfile (the service's ProfileUpdateSchema)", () => {
  it("accepts a good profile: trimmed, the e-mail in lower case", () => {
    expect(
      checkProfile(
        {
          name: "  Asha K ",
          email: " Asha@Example.IN ",
          phonenumber: "+91 98200 41377",
        },
        SAVED,
      ),
    ).toEqual({
      ok: true,
      changes: { name: "Asha K", email: "asha@example.in", phonenumber: "+91 98200 41377" },
    });
  });

  it("gives one message per field, in the form's order", () => {
    const check = checkProfile({ name: "   ", email: "nope", phonenumber: "call me" }, SAVED);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      name: DRF.blank,
      email: DRF.invalidEmail,
      phonenumber: "Enter a valid mobile number, for example +91 98200 41377.",
    });
    expect(firstInvalidField(check.errors)).toBe("name");
    expect(firstInvalidField({ phonenumber: "x" })).toBe("phonenumber");
  });
  it("leaves out a field empty on record and left empty; refuses emptying one that is not", () => {
    const noMobile = { ...SAVED, phonenumber: "" };
    expect(checkProfile({ ...noMobile, name: "Asha K" }, noMobile)).toEqual({
      ok: true,
      changes: { name: "Asha K", email: SAVED.email },
    });
    const emptied = checkProfile({ ...SAVED, phonenumber: " " }, SAVED);
    expect(emptied.ok).toBe(false);
    if (!emptied.ok) expect(emptied.errors.phonenumber).toBe(DRF.blank);
  });
});

describe("profileErrorsOf (DRF's field errors)", () => {
  it("puts the form's fields beside them and keeps the rest for the whole form", () => {
    expect(
      profileErrorsOf({
        email: [DRF.emailTaken],
        non_field_errors: ["Something else.", ""],
        detail: "Slow down.",
        name: [],
      }),
    ).toEqual({
      fieldErrors: { email: DRF.emailTaken },
      other: ["Something else.", "Slow down."],
    });
    expect(profileErrorsOf(null)).toEqual({ fieldErrors: {}, other: [] });
    expect(profileErrorsOf(["a list"])).toEqual({ fieldErrors: {}, other: [] });
  });
});
