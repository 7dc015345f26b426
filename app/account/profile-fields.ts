import { z } from "zod";
import { ProfileUpdateSchema } from "#contract/schemas.ts";
import type { FormAnswer } from "~/forms/form-answer";

/**
 * The profile form's fields and the schema it is checked with, in the browser and in the action:
 * the service's ProfileUpdateSchema, read for the profile on record (decision 0037).
 */

/** In the order they appear: focus goes to the first invalid one. */
export const PROFILE_FIELDS = ["name", "email", "phonenumber"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_LABELS: Record<ProfileField, string> = {
  name: "Name",
  email: "E-mail address",
  phonenumber: "Mobile number",
};

/** The profile as typed or as saved, field by field. */
export type ProfileValues = Record<ProfileField, string>;

/** What is sent to the service: the schema's output (trimmed, the e-mail in lower case). */
export type ProfileChanges = z.output<typeof ProfileUpdateSchema>;

/** The profile as the service holds it, in the form's fields. */
export function savedProfile(user: { name: string; email: string; phonenumber: string }) {
  return { name: user.name, email: user.email, phonenumber: user.phonenumber };
}

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * The form's schema for the profile on record. Only the three fields are read (abc_coins, pro_pmt…
 * never reach the service); a missing one reads as empty and is refused; a field left empty that is
 * empty on record too is not sent, so an account without a mobile number can still change its name.
 */
export function profileFormSchema(
  saved: ProfileValues | null,
): z.ZodType<ProfileChanges, ProfileValues> {
  return z.preprocess((input) => {
    const posted = (input ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      PROFILE_FIELDS.filter((field) => !(blank(posted[field]) && blank(saved?.[field]))).map(
        (field) => [field, posted[field] ?? ""],
      ),
    );
  }, ProfileUpdateSchema);
}

/** What the profile action answers the form with. */
export type ProfileAnswer = FormAnswer;
