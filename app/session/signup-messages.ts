import { errorLines } from "#contract/errors.ts";
import { UNEXPECTED_ERROR } from "#contract/messages.ts";

/** The spec's fixed texts are in contract/messages.ts. */

export const REGISTRATION_SIGN_OFF = "Warm regards, the Aarogya Bharat Collective team";
export const SIGNED_OUT_EVERYWHERE = "You are signed out on every device. Sign in again to go on.";

/** Spec §8. */
export function registrationErrorLines(data: unknown): string[] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [UNEXPECTED_ERROR];
  return errorLines(data, UNEXPECTED_ERROR);
}
