import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { clientAddressContext } from "~/request-context";
import { errorSentence, fieldMessages, successSentence } from "../../contract/errors.ts";
import { PASSWORD_REQUIRED_MESSAGE, PASSWORD_RULE_MESSAGE } from "../../contract/messages.ts";
import { fieldErrors, PASSWORD_PATTERN } from "../../contract/schemas.ts";
import { currentSession, endEverySessionOf, signIn, userIdOfToken } from "./current-session.server";
import { type ApiResult, serviceApi } from "./service-api.server";
import { SERVICE_UNAVAILABLE, tooManyAttempts } from "./signup-messages";

/** Our words when a backend's answer has none of its own. */
const CODE_SENT = "If an account matches, we have sent it a 6-digit code. Enter it below.";
const PASSWORD_CHANGED = "Your password has been changed.";
const PASSWORD_CHANGED_SIGNED_IN = "Your password has been changed, and you are signed in with it.";

/** "asha@example.com" or "+91 98200 41377": which one the person typed. */
export function contactOf(value: string): { email: string } | { phonenumber: string } {
  const trimmed = value.trim();
  return trimmed.includes("@") ? { email: trimmed.toLowerCase() } : { phonenumber: trimmed };
}

export const ContactFormSchema = z.object({
  contact: z
    .string()
    .trim()
    .min(1, "Enter the e-mail address or the mobile number of your account.")
    .max(254, "That is longer than any e-mail address or mobile number."),
});

export const ResetFormSchema = z
  .object({
    contact: ContactFormSchema.shape.contact,
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code we sent you."),
    password: z
      .string()
      .min(1, PASSWORD_REQUIRED_MESSAGE)
      .pipe(z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    message: "The two passwords do not match.",
    path: ["confirm"],
  });

export type FormAnswer = {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const first = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0] ?? ""]));

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A form the action could not read (too large, not a form), as the form's answer. */
export function refusedForm(read: { message: string }): FormAnswer {
  return { ok: false, message: read.message, fieldErrors: {}, values: {} };
}

/** A refused or failed call to the service, as the form's answer. */
function failed(
  answer: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  values: Record<string, string>,
): FormAnswer {
  if (answer.kind === "unavailable")
    return { ok: false, message: SERVICE_UNAVAILABLE, fieldErrors: {}, values };
  if (answer.status === 429) {
    return { ok: false, message: tooManyAttempts(answer.retryAfter), fieldErrors: {}, values };
  }
  // Whatever shape the backend answers (a detail, a field map, a bare string): words, never a letter.
  const { "": _general, ...errors } = fieldMessages(answer.data);
  return {
    ok: false,
    message: errorSentence(answer.data, "Please check what you typed."),
    fieldErrors: errors,
    values,
  };
}

export async function requestCode(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormAnswer> {
  const values = { contact: text(form, "contact") };
  const parsed = ContactFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = first(fieldErrors(parsed.error));
    return { ok: false, message: Object.values(errors)[0] ?? "", fieldErrors: errors, values };
  }
  const answer = await serviceApi(context, context.get(clientAddressContext)).requestOtp(
    contactOf(parsed.data.contact),
  );
  if (answer.kind === "ok")
    return { ok: true, message: successSentence(answer.data, CODE_SENT), fieldErrors: {}, values };
  return failed(answer, values);
}

/** Sets the new password with the code, then signs in with it. */
export async function resetPassword(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormAnswer> {
  const values = { contact: text(form, "contact"), otp: text(form, "otp") };
  const parsed = ResetFormSchema.safeParse({
    ...values,
    password: text(form, "password"),
    confirm: text(form, "confirm"),
  });
  if (!parsed.success) {
    const errors = first(fieldErrors(parsed.error));
    return { ok: false, message: Object.values(errors)[0] ?? "", fieldErrors: errors, values };
  }
  const api = serviceApi(context, context.get(clientAddressContext));
  const contact = contactOf(parsed.data.contact);
  const answer = await api.verifyOtp({
    ...contact,
    otp: parsed.data.otp,
    password: parsed.data.password,
  });
  if (answer.kind !== "ok") return failed(answer, values);
  const named = (answer.data as { username?: unknown } | null)?.username;
  const username =
    typeof named === "string" && named ? named : "email" in contact ? contact.email : null;
  let signedIn = false;
  if (username) {
    const login = await api.login(username, parsed.data.password);
    if (login.kind === "ok") {
      // The old password's sessions end here too, whatever the backend does with its tokens.
      await endEverySessionOf(context, userIdOfToken(login.data.access));
      await signIn(context, login.data);
      signedIn = true;
    }
  }
  const current = currentSession(context);
  // Signed in already: our words ("you can sign in with it now" would be wrong); else the backend's.
  const done = signedIn
    ? PASSWORD_CHANGED_SIGNED_IN
    : successSentence(answer.data, PASSWORD_CHANGED);
  current.session.flash("notice", done);
  return { ok: true, message: done, fieldErrors: {}, values };
}
