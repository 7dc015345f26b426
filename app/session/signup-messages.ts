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
  const lines = Object.entries(data as Record<string, unknown>).map(([field, messages]) => {
    const text = Array.isArray(messages) ? messages.map(String).join(" ") : String(messages);
    return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${text}`;
  });
  return lines.length > 0 ? lines : [UNEXPECTED_ERROR];
}

export { safeReturnPath } from "~/lib/safe-path";
