import { z } from "zod";

// The second factor's calls are ours (decision 0060): the Django reference has none.

z.config({ jitless: true });

/** Seconds since the last code (or passkey) after which harm asks for one again. */
export const STEP_UP_SECONDS = 10 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** "abcde-fghjk": ten letters and digits that cannot be mistaken for each other. */
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_PATTERN = /^[a-hj-km-np-z2-9]{5}-?[a-hj-km-np-z2-9]{5}$/;

/** What a staff call answers when the sign-in has not proved a second factor. */
export const SECOND_FACTOR_CODES = {
  required: "second_factor_required",
  setupRequired: "second_factor_setup_required",
  stepUp: "step_up_required",
} as const;
export type SecondFactorCode = (typeof SECOND_FACTOR_CODES)[keyof typeof SECOND_FACTOR_CODES];

export const SECOND_FACTOR_WORDS = {
  required:
    "The console needs a code from your authenticator app (or a recovery code) after the password.",
  setupRequired:
    "Staff accounts need an authenticator app before the console opens. Set it up on the code page.",
  stepUp:
    "This change needs a fresh code: the last one was entered more than 10 minutes ago. Enter a code, then make the change again.",
  wrongCode:
    "That code is not right, or it has been used already. Enter the newest 6-digit code from your app, or an unused recovery code.",
  noSetup: "There is no authenticator app being set up. Start again from the code page.",
  alreadySetUp: "An authenticator app is already set up for this account.",
} as const;

/** Six digits (spaces allowed, as apps show "123 456") or a recovery code. */
export const CodeSchema = z.strictObject({
  code: z
    .string("Enter the code as text.")
    .max(40, "A code is 6 digits, or a recovery code like abcde-fghjk.")
    .transform((code) => code.replace(/\s+/g, "").toLowerCase())
    .refine(
      (code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code),
      "Enter the 6-digit code from your authenticator app, or a recovery code like abcde-fghjk.",
    ),
});

/** Confirming the app being set up: only an app's code proves it. */
export const SetupCodeSchema = z.strictObject({
  code: z
    .string("Enter the code as text.")
    .max(40, "The code is the 6 digits your app shows.")
    .transform((code) => code.replace(/\s+/g, ""))
    .refine((code) => /^\d{6}$/.test(code), "Enter the 6 digits your authenticator app shows."),
});

/** GET app/second-factor/: the account's state. */
export interface SecondFactorState {
  enrolled: boolean;
  /** Staff must have one before the console opens. */
  required: boolean;
  recovery_codes_left: number;
}

/** POST app/second-factor/setup/: a new key for the app (replacing one not yet confirmed). */
export interface SecondFactorSetup {
  secret: string;
  otpauth_url: string;
}

/** POST app/second-factor/confirm/: the recovery codes, shown once, and tokens that carry the factor. */
export interface SecondFactorConfirmed {
  recovery_codes: string[];
  access: string;
  refresh: string;
}

export const readSecondFactorState = (data: unknown): SecondFactorState | null => {
  const value = data as Partial<SecondFactorState> | null;
  return value &&
    typeof value.enrolled === "boolean" &&
    typeof value.required === "boolean" &&
    typeof value.recovery_codes_left === "number"
    ? (value as SecondFactorState)
    : null;
};

export const readSecondFactorSetup = (data: unknown): SecondFactorSetup | null => {
  const value = data as Partial<SecondFactorSetup> | null;
  return value && typeof value.secret === "string" && typeof value.otpauth_url === "string"
    ? { secret: value.secret, otpauth_url: value.otpauth_url }
    : null;
};

export const readSecondFactorConfirmed = (data: unknown): SecondFactorConfirmed | null => {
  const value = data as Partial<SecondFactorConfirmed> | null;
  return value &&
    Array.isArray(value.recovery_codes) &&
    value.recovery_codes.every((code) => typeof code === "string") &&
    typeof value.access === "string" &&
    typeof value.refresh === "string"
    ? (value as SecondFactorConfirmed)
    : null;
};

/** The code page's form: which step, the code, and where to go on. */
export const SecondFactorFormSchema = z.object({
  intent: z.enum(["confirm", "verify"], "Send the form from the code page."),
  code: z
    .string("Enter the 6-digit code from your authenticator app.")
    .max(40, "A code is 6 digits, or a recovery code like abcde-fghjk.")
    .transform((code) => code.replace(/\s+/g, "").toLowerCase())
    .refine(
      (code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code),
      "Enter the 6-digit code from your authenticator app, or a recovery code like abcde-fghjk.",
    ),
  next: z.string().max(2000).optional(),
});
