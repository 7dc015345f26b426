import { z } from "zod";
import {
  DRF,
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from "./messages.ts";

// No `new Function` probe: the strict CSP (no 'unsafe-eval') would report it on every form.
z.config({ jitless: true });

/** Spec §5: long enough, a letter and a digit, only letters, digits and !@#$%^&*()_+ */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*()_+]{${PASSWORD_MIN_LENGTH},}$`,
);
const PASSWORD_MAX_LENGTH = 128;

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = "Remove the control characters from this field.";
export const printable = (schema: z.ZodString) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** As DRF's CharField treats it. */
function text(max: number): z.ZodString;
function text(max: number, options: { optional: true }): z.ZodDefault<z.ZodOptional<z.ZodString>>;
function text(max: number, { optional = false } = {}) {
  const base = printable(
    z
      .string({
        error: (issue) => (issue.input === undefined ? DRF.required : DRF.notString),
      })
      .trim()
      .max(max, DRF.maxLength(max)),
  );
  return optional ? base.optional().default("") : base.min(1, DRF.blank);
}

const email = z
  .string({ error: (issue) => (issue.input === undefined ? DRF.required : DRF.notString) })
  .trim()
  .min(1, DRF.blank)
  .max(254, DRF.maxLength(254))
  .pipe(z.email(DRF.invalidEmail))
  .transform((value) => value.toLowerCase());

const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const phonenumber = text(20).pipe(
  z.string().regex(PHONE_PATTERN, "Enter a valid mobile number, for example +91 98200 41377."),
);

const password = z
  .string({ error: (issue) => (issue.input === undefined ? DRF.required : DRF.notString) })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .pipe(
    z
      .string()
      .max(PASSWORD_MAX_LENGTH, DRF.maxLength(PASSWORD_MAX_LENGTH))
      .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  );

export const LoginSchema = z.object({
  username: printable(
    z
      .string({ error: () => DRF.required })
      .trim()
      .min(1, USERNAME_REQUIRED_MESSAGE)
      .max(254, DRF.maxLength(254)),
  ),
  password: z
    .string({ error: () => DRF.required })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, DRF.maxLength(PASSWORD_MAX_LENGTH)),
});

export const RegistrationSchema = z.object({
  name: text(150),
  phonenumber,
  email,
  access_for: text(1000, { optional: true }),
  password,
});

/** An empty field says so in the form's words before `rules` apply. */
const filledIn = <Out>(message: string, rules: z.ZodType<Out, string>) =>
  z
    .string({ error: () => message })
    .refine((value) => value.trim() !== "", message)
    .pipe(rules);

/** §5's rule for every password (decision 0036); the token endpoint keeps `LoginSchema`. */
export const SignInFormSchema = z.object({
  username: filledIn(USERNAME_REQUIRED_MESSAGE, LoginSchema.shape.username),
  password: filledIn(PASSWORD_REQUIRED_MESSAGE, RegistrationSchema.shape.password),
});

/** Names an empty field ("Please enter your name") where the service answers DRF's words. */
export const SignUpFormSchema = z.object({
  name: filledIn(NAME_REQUIRED_MESSAGE, RegistrationSchema.shape.name),
  phonenumber: filledIn(PHONE_REQUIRED_MESSAGE, RegistrationSchema.shape.phonenumber),
  email: filledIn(EMAIL_REQUIRED_MESSAGE, RegistrationSchema.shape.email),
  access_for: RegistrationSchema.shape.access_for,
  password: RegistrationSchema.shape.password,
});

export const ProfileUpdateSchema = z
  .object({ name: text(150), phonenumber, email })
  .partial()
  .strip();

const contact = z.object({
  email: email.optional(),
  phonenumber: phonenumber.optional(),
});

export const RequestOtpSchema = contact.refine(
  (value) => value.email !== undefined || value.phonenumber !== undefined,
  {
    message: "Enter the e-mail address or the mobile number of your account.",
    path: ["non_field_errors"],
  },
);

export const VerifyOtpSchema = contact
  .extend({
    otp: z
      .string({ error: () => DRF.required })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code we sent you."),
    password,
  })
  .refine((value) => value.email !== undefined || value.phonenumber !== undefined, {
    message: "Enter the e-mail address or the mobile number of your account.",
    path: ["non_field_errors"],
  });

/** Digits as text too (forms post text), but no hex, exponents or booleans. */
const id = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: () => DRF.invalidInteger })
    .int(DRF.invalidInteger)
    .positive(DRF.invalidInteger)
    .max(2_147_483_647, DRF.invalidInteger),
);

const booleanField = z.preprocess(
  (value) =>
    value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value,
  z.boolean({ error: () => DRF.invalidBoolean }),
);

export const OrderSchema = z.object({
  service: z
    .preprocess((value) => (value === "" ? undefined : value), id.optional())
    .pipe(z.number({ error: () => DRF.required })),
  pay_with_coins: booleanField.optional().default(false),
});

export const EnquirySchema = z.object({
  name: text(150),
  email,
  phone: text(20, { optional: true }).pipe(
    z.string().refine((value) => value === "" || PHONE_PATTERN.test(value), {
      message: "Enter a valid phone number, for example +91 98200 41377.",
    }),
  ),
  subject: text(200, { optional: true }),
  message: text(5000),
  page: text(500, { optional: true }),
  /** Honeypot: people never see it; a filled one marks a bot. */
  website: z.string().optional(),
});

export const TokenSchema = z.object({
  token: z.string({ error: () => DRF.required }).min(1, DRF.blank),
});
export const RefreshSchema = z.object({
  refresh: z.string({ error: () => DRF.required }).min(1, DRF.blank),
});

/** DRF's error body for a failed validation: `{"field": ["message", ...]}`. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "non_field_errors";
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

const CONTACT_REQUIRED = "Enter the e-mail address or the mobile number of your account.";
export const RequestCodeFormSchema = z.object({
  contact: z
    .string({ error: () => CONTACT_REQUIRED })
    .trim()
    .min(1, CONTACT_REQUIRED)
    .max(254, "That is longer than any e-mail address or mobile number."),
});

const OTP_MESSAGE = "Enter the 6-digit code we sent you.";
const CONFIRM_MESSAGE = "Enter the new password again.";

export const ResetPasswordFormSchema = z
  .object({
    contact: RequestCodeFormSchema.shape.contact,
    otp: z
      .string({ error: () => OTP_MESSAGE })
      .trim()
      .regex(/^\d{6}$/, OTP_MESSAGE),
    password: RegistrationSchema.shape.password,
    confirm: z.string({ error: () => CONFIRM_MESSAGE }).min(1, CONFIRM_MESSAGE),
  })
  .refine((form) => form.password === form.confirm, {
    message: "The two passwords do not match.",
    path: ["confirm"],
  });
