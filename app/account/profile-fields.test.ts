import { describe, expect, it } from "vitest";
import { DRF } from "../../service/contract/messages.ts";
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

describe("checkProfile (the service's ProfileUpdateSchema)", () => {
  it("accepts a good profile: trimmed, the e-mail in lower case", () => {
    expect(
      checkProfile({
        name: "  Asha K ",
        email: " Asha@Example.IN ",
        phonenumber: "+91 98200 41377",
      }),
    ).toEqual({
      ok: true,
      changes: { name: "Asha K", email: "asha@example.in", phonenumber: "+91 98200 41377" },
    });
  });

  it("gives one message per field, in the form's order", () => {
    const check = checkProfile({ name: "   ", email: "nope", phonenumber: "call me" });
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
