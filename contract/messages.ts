/**
 * Texts fixed by the spec (§5, §8) and by the Django REST backend the site
 * was written against. Clients match on some of them: change none.
 */

/** Spec §5 and §8: the password's one length rule, which its message states. */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and include letters and numbers`;
/** The forms' hint under a new password (ours, not the spec's). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with letters and numbers.`;
export const USERNAME_REQUIRED_MESSAGE = "Please enter username";
export const PASSWORD_REQUIRED_MESSAGE = "Please enter your password";
/** The Sign Up form's empty fields, in the words of the two above (the service keeps DRF's). */
export const NAME_REQUIRED_MESSAGE = "Please enter your name";
export const PHONE_REQUIRED_MESSAGE = "Please enter your mobile number";
export const EMAIL_REQUIRED_MESSAGE = "Please enter your email";

/** The sign-in card's and the password reset's words (§5, §8). */
export const INVALID_CREDENTIALS = "Invalid Credentials";
export const REGISTRATION_SUCCESS =
  "Registration Form Submitted Successfully, you will be notified for further processing through email.";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const SERVICE_UNAVAILABLE = "Service temporarily unavailable, please try again.";
export function tooManyAttempts(seconds: number | null): string {
  return `Too many attempts, try again in ${seconds ?? 60} seconds`;
}

export const DRF = {
  required: "This field is required.",
  blank: "This field may not be blank.",
  notString: "Not a valid string.",
  invalidEmail: "Enter a valid email address.",
  invalidInteger: "A valid integer is required.",
  invalidBoolean: "Must be a valid boolean.",
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notFound: "Not found.",
  noCredentials: "Authentication credentials were not provided.",
  forbidden: "You do not have permission to perform this action.",
  badCredentials: "No active account found with the given credentials",
  tokenInvalid: "Token is invalid or expired",
  tokenBlacklisted: "Token is blacklisted",
  tokenNotValidForAnyType: "Given token not valid for any token type",
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} seconds.`,
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  parseError: "JSON parse error - the request body is not valid JSON.",
  tooLarge: "Request body is too large (the limit is 1 MB).",
  emailTaken: "user with this email already exists.",
} as const;

// The staff console's refusals live beside the roles (contract/entitlements.ts): the browser's
// route guard needs them, and this module stays out of the first load.
export { ADMIN_ONLY, STAFF_ONLY } from "./roles.ts";
