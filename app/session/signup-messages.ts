import { errorLines } from "#contract/errors.ts";

/** Texts of /Signup that the spec fixes (§5, §8), and the ones issue #5 adds. */

export const INVALID_CREDENTIALS = "Invalid Credentials";
export const REGISTRATION_SUCCESS =
  "Registration Form Submitted Successfully, you will be notified for further processing through email.";
export const REGISTRATION_SIGN_OFF = "Warm regards, the Aarogya Bharat Collective team";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const SIGNED_OUT_EVERYWHERE = "You are signed out on every device. Sign in again to go on.";
export const SERVICE_UNAVAILABLE = "Service temporarily unavailable, please try again.";

export function tooManyAttempts(seconds: number | null): string {
  return `Too many attempts, try again in ${seconds ?? 60} seconds`;
}

/**
 * Spec §8: a registration refused with field errors shows one line per
 * field, "Field: messages", the field name capitalized; anything else is the
 * unexpected-error text.
 */
export function registrationErrorLines(data: unknown): string[] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [UNEXPECTED_ERROR];
  // Nested objects, `non_field_errors` and `detail` read as words too (contract/errors.ts).
  return errorLines(data, UNEXPECTED_ERROR);
}

export { safeReturnPath } from "~/lib/safe-path";
