import type { RouterContextProvider } from "react-router";
import {
  INVALID_CREDENTIALS,
  REGISTRATION_SUCCESS,
  SERVICE_UNAVAILABLE,
  tooManyAttempts,
} from "#contract/messages.ts";
import { SignInFormSchema, SignUpFormSchema } from "#contract/schemas.ts";
import type { FormReply } from "~/forms/form-answer";
import {
  parsePosted,
  refuse,
  refuseInvalid,
  refuseNow,
  refuseWithBody,
} from "~/forms/form-reply.server";
import { textField } from "~/forms/parse-form";
import { serviceApi } from "~/service-api/service-api.server";
import { currentSession, signIn } from "./current-session.server";
import { signupSchemaOf } from "./sign-in-attempt";
import { REGISTRATION_SIGN_OFF, registrationErrorLines } from "./signup-messages";
import type { SignupResult } from "./signup-result";

const NOT_NOW = { unavailable: SERVICE_UNAVAILABLE, tooMany: tooManyAttempts, what: "a sign-in" };

function refusedNow<R>(refused: (lines: string[], reply: FormReply) => R, reply: FormReply): R {
  return refused(reply.error?.[""] ?? [], reply);
}

/** Spec §5, decision 0036 (see sign-in-attempt.ts). */
export async function handleSignup(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  return signupSchemaOf(form, textField(form, "intent")) === SignInFormSchema
    ? login(context, form)
    : register(context, form);
}

async function login(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  const submission = parsePosted(form, SignInFormSchema);
  const refused = (lines: string[], reply: FormReply) =>
    ({ ok: false, mode: "login", lines, reply }) as const;
  if (submission.status !== "success") {
    const reply = refuseInvalid(submission);
    const lines = Object.values(reply.error ?? {}).flatMap((messages) => messages?.[0] ?? []);
    return refused(lines, reply);
  }
  const answer = await serviceApi(context).login(
    submission.value.username,
    submission.value.password,
    currentSession(context).device,
  );
  if (answer.kind === "ok") {
    await signIn(context, answer.data);
    return { ok: true, mode: "login", lines: [] };
  }
  if (answer.kind === "unavailable" || answer.status === 429) {
    return refusedNow(refused, refuseNow(answer, submission, NOT_NOW).reply);
  }
  return {
    ...refused([], refuse(submission, INVALID_CREDENTIALS)),
    toast: INVALID_CREDENTIALS,
    advice: "check-credentials",
    loginError: answer.data,
  };
}

const REGISTRATION_FIELDS = ["name", "phonenumber", "email", "access_for", "password"];

async function register(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<SignupResult> {
  const submission = parsePosted(form, SignUpFormSchema);
  const refused = (lines: string[], reply: FormReply) =>
    ({ ok: false, mode: "register", lines, reply }) as const;
  if (submission.status !== "success") {
    const reply = refuseInvalid(submission);
    const { "": _form, ...fields } = reply.error ?? {};
    return refused(registrationErrorLines(fields), reply);
  }
  const answer = await serviceApi(context).register({
    ...submission.value,
    username: submission.value.email,
  });
  if (answer.kind === "ok") {
    return {
      ok: true,
      mode: "register",
      lines: [REGISTRATION_SUCCESS, REGISTRATION_SIGN_OFF],
      reply: submission.reply({ resetForm: true }),
    };
  }
  if (answer.kind === "unavailable" || answer.status === 429) {
    return refusedNow(refused, refuseNow(answer, submission, NOT_NOW).reply);
  }
  // Spec §8: "Field: messages".
  return refused(
    registrationErrorLines(answer.data),
    refuseWithBody(submission, answer.data, REGISTRATION_FIELDS),
  );
}
