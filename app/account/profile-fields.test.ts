import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DRF } from "#contract/messages.ts";
import { parseForm } from "~/forms/parse-form";
import { profileFormSchema } from "./profile-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const SAVED = { name: "Asha", email: "asha@example.in", phonenumber: "+91 98200 41377" };

/** The form's verdict, as the browser and the action both read it. */
const check = (fields: Record<string, string>, saved: typeof SAVED | null = SAVED) =>
  parseForm(form(fields), profileFormSchema(saved));

describe("profileFormSchema (the service's ProfileUpdateSchema for the profile on record)", () => {
  it("accepts a good profile: trimmed, the e-mail in lower case, nothing else sent", () => {
    const submission = check({
      name: "  Asha K ",
      email: " Asha@Example.IN ",
      phonenumber: "+91 98200 41377",
      abc_coins: "9999",
      pro_pmt: "true",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      name: "Asha K",
      email: "asha@example.in",
      phonenumber: "+91 98200 41377",
    });
  });

  it("gives the messages of each field", () => {
    const submission = check({ name: "   ", email: "nope", phonenumber: "call me" });
    expect(submission.status).toBe("error");
    if (submission.status === "success") return;
    expect(submission.error).toEqual({
      name: [DRF.blank],
      email: [DRF.invalidEmail],
      phonenumber: ["Enter a valid mobile number, for example +91 98200 41377."],
    });
  });

  it("leaves out a field empty on record and left empty; refuses emptying one that is not", () => {
    const noMobile = { ...SAVED, phonenumber: "" };
    const kept = check({ ...noMobile, name: "Asha K" }, noMobile);
    expect(kept.status === "success" && kept.value).toEqual({
      name: "Asha K",
      email: SAVED.email,
    });
    const emptied = check({ ...SAVED, phonenumber: " " });
    expect(emptied.status === "error" && emptied.error?.phonenumber).toEqual([DRF.blank]);
    // A field missing from the post reads as emptied.
    const missing = check({ name: "Asha" });
    expect(missing.status === "error" && missing.error?.email).toEqual([DRF.blank]);
  });

  it("any posted fields: a verdict, never a throw, and only the three fields in a success", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), {
          maxKeys: 6,
        }),
        (fields) => {
          const submission = check(fields);
          if (submission.status === "success") {
            for (const key of Object.keys(submission.value)) {
              expect(["name", "email", "phonenumber"]).toContain(key);
            }
          } else expect(Object.keys(submission.error ?? {}).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200, seed: 20261126 },
    );
  });
});
