import { errorLines } from "#contract/errors.ts";
import { UNEXPECTED_ERROR } from "#contract/messages.ts";

/** Texts of /Signup and of signing out that are ours; the spec's fixed ones are in contract/messages.ts. */

export const REGISTRATION_SIGN_OFF = "Warm regards, the Aarogya Bharat Collective team";
export const SIGNED_OUT_EVERYWHERE = "You are signed out on every device. Sign in again to go on.";

/**
 * Spec §8: a registration refused with field errors shows one line per field, "Field: messages",
 * the field name capitalized; anything else is the unexpected-error text.
 */
export function registrationErrorLines(data: unknown): string[] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [UNEXPECTED_ERROR];
  // Nested objects, `non_field_errors` and `detail` read as words too (contract/errors.ts).
  return errorLines(data, UNEXPECTED_ERROR);
}
