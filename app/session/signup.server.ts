import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/request-context";
import { fieldErrors, SignInFormSchema, SignUpFormSchema } from "../../contract/schemas.ts";
import { signIn } from "./current-session.server";
import { serviceApi } from "./service-api.server";
import { isSignInAttempt } from "./sign-in-attempt";
import {
  INVALID_CREDENTIALS,
  REGISTRATION_SIGN_OFF,
  REGISTRATION_SUCCESS,
  registrationErrorLines,
  SERVICE_UNAVAILABLE,
  tooManyAttempts,
} from "./signup-messages";

export type SignupMode = "login" | "register";

export type SignupResult =
  | { ok: true; mode: "login"; lines: [] }
  | { ok: true; mode: "register"; lines: string[] }
  | {
      ok: false;
      mode: SignupMode;
      lines: string[];
      fieldErrors: Record<string, string>;
      /** Spec §8: the toast for a refused sign-in. */
      toast?: string;
      /** Spec §8: the server's error data, kept for the session machine. */
      loginError?: unknown;
      values: Record<string, string>;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const firstErrors = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? ""]));

/**
 * The /Signup form: sign in, or register. §5: a registration without an e-mail is a sign-in
 * attempt, which it can only be when it carries the sign-in fields; the Sign Up form has none,
 * so there a missing e-mail is a missing e-mail, said beside the field (decision 0036).
 */
export async function handleSignup(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  return isSignInAttempt(text(form, "intent"), text(form, "email"), form.has("username"))
    ? login(context, form)
    : register(context, form);
}

async function login(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  const values = { username: text(form, "username") };
  const parsed = SignInFormSchema.safeParse({
    username: text(form, "username"),
    password: text(form, "password"),
  });
  if (!parsed.success) {
    const errors = firstErrors(fieldErrors(parsed.error));
    return { ok: false, mode: "login", lines: Object.values(errors), fieldErrors: errors, values };
  }
  const api = serviceApi(context, context.get(clientAddressContext));
  const answer = await api.login(parsed.data.username, parsed.data.password);
  if (answer.kind === "ok") {
    await signIn(context, answer.data);
    return { ok: true, mode: "login", lines: [] };
  }
  if (answer.kind === "unavailable") {
    return { ok: false, mode: "login", lines: [SERVICE_UNAVAILABLE], fieldErrors: {}, values };
  }
  if (answer.status === 429) {
    return {
      ok: false,
      mode: "login",
      lines: [tooManyAttempts(answer.retryAfter)],
      fieldErrors: {},
      values,
    };
  }
  return {
    ok: false,
    mode: "login",
    lines: [INVALID_CREDENTIALS],
    fieldErrors: {},
    toast: INVALID_CREDENTIALS,
    loginError: answer.data,
    values,
  };
}

async function register(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  const raw = {
    name: text(form, "name"),
    phonenumber: text(form, "phonenumber"),
    email: text(form, "email"),
    access_for: text(form, "access_for"),
    password: text(form, "password"),
  };
  const { password: _password, ...values } = raw;
  const parsed = SignUpFormSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      ok: false,
      mode: "register",
      lines: registrationErrorLines(errors),
      fieldErrors: firstErrors(errors),
      values,
    };
  }
  const api = serviceApi(context, context.get(clientAddressContext));
  const answer = await api.register({ ...parsed.data, username: parsed.data.email });
  if (answer.kind === "ok")
    return { ok: true, mode: "register", lines: [REGISTRATION_SUCCESS, REGISTRATION_SIGN_OFF] };
  if (answer.kind === "unavailable") {
    return { ok: false, mode: "register", lines: [SERVICE_UNAVAILABLE], fieldErrors: {}, values };
  }
  if (answer.status === 429) {
    return {
      ok: false,
      mode: "register",
      lines: [tooManyAttempts(answer.retryAfter)],
      fieldErrors: {},
      values,
    };
  }
  const errors =
    answer.data && typeof answer.data === "object" && !Array.isArray(answer.data)
      ? firstErrors(answer.data as Record<string, string[]>)
      : {};
  return {
    ok: false,
    mode: "register",
    lines: registrationErrorLines(answer.data),
    fieldErrors: errors,
    values,
  };
}
