// Texts fixed by the spec (§5, §8) and by the DRF backend: clients match on some, change none.

export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and include letters and numbers`;
/** Ours, not the spec's. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with letters and numbers.`;
export const USERNAME_REQUIRED_MESSAGE = "Please enter username";
export const PASSWORD_REQUIRED_MESSAGE = "Please enter your password";
/** Sign Up's empty fields in the words of the two above; the service keeps DRF's. */
export const NAME_REQUIRED_MESSAGE = "Please enter your name";
export const PHONE_REQUIRED_MESSAGE = "Please enter your mobile number";
export const EMAIL_REQUIRED_MESSAGE = "Please enter your email";

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

// Beside the roles, so this module stays out of the browser's first load.
export { ADMIN_ONLY, STAFF_ONLY } from "./roles.ts";
