import type { Submission } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { successSentence } from "#contract/errors.ts";
import { SERVICE_UNAVAILABLE, tooManyAttempts } from "#contract/messages.ts";
import type { RequestCodeFormSchema, ResetPasswordFormSchema } from "#contract/schemas.ts";
import type { FormReply } from "~/forms/form-answer";
import { refuseInvalid, refuseNow, refuseWithBody } from "~/forms/form-reply.server";
import { serviceApi } from "~/service-api/service-api.server";
import type { ApiResult } from "~/service-api/transport.server";
import { currentSession, endEverySessionOf, signIn, userIdOfToken } from "./current-session.server";

const CODE_SENT = "If an account matches, we have sent it a 6-digit code. Enter it below.";
const PASSWORD_CHANGED = "Your password has been changed.";
const PASSWORD_CHANGED_SIGNED_IN = "Your password has been changed, and you are signed in with it.";

function contactOf(value: string): { email: string } | { phonenumber: string } {
  const trimmed = value.trim();
  return trimmed.includes("@") ? { email: trimmed.toLowerCase() } : { phonenumber: trimmed };
}

export type ResetOutcome =
  | { ok: true; message: string; contact: string }
  | { ok: false; status: number; reply: FormReply };

type RequestCodeSubmission = Submission<
  z.input<typeof RequestCodeFormSchema>,
  string[],
  z.output<typeof RequestCodeFormSchema>
>;
type ResetPasswordSubmission = Submission<
  z.input<typeof ResetPasswordFormSchema>,
  string[],
  z.output<typeof ResetPasswordFormSchema>
>;

const NOT_NOW = {
  unavailable: SERVICE_UNAVAILABLE,
  tooMany: tooManyAttempts,
  what: "a password reset",
};

const invalid = (submission: RequestCodeSubmission | ResetPasswordSubmission): ResetOutcome => ({
  ok: false,
  status: 400,
  reply: refuseInvalid(submission),
});

function failed(
  answer: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  submission: RequestCodeSubmission | ResetPasswordSubmission,
): ResetOutcome {
  if (answer.kind === "unavailable" || answer.status === 429) {
    return { ok: false, ...refuseNow(answer, submission, NOT_NOW) };
  }
  // The service names the contact `email` or `phonenumber`; here it is one field.
  const reply = refuseWithBody(
    submission,
    answer.data,
    ["contact", "otp", "password"],
    "Please check what you typed.",
    { email: "contact", phonenumber: "contact" },
  );
  return { ok: false, status: 400, reply };
}

export async function requestCode(
  context: Readonly<RouterContextProvider>,
  submission: RequestCodeSubmission,
): Promise<ResetOutcome> {
  if (submission.status !== "success") return invalid(submission);
  const contact = submission.value.contact;
  const answer = await serviceApi(context).requestOtp(contactOf(contact));
  if (answer.kind === "ok") {
    return { ok: true, message: successSentence(answer.data, CODE_SENT), contact };
  }
  return failed(answer, submission);
}

export async function resetPassword(
  context: Readonly<RouterContextProvider>,
  submission: ResetPasswordSubmission,
): Promise<ResetOutcome> {
  if (submission.status !== "success") return invalid(submission);
  const { value } = submission;
  const api = serviceApi(context);
  const contact = contactOf(value.contact);
  const answer = await api.verifyOtp({ ...contact, otp: value.otp, password: value.password });
  if (answer.kind !== "ok") return failed(answer, submission);
  const named = (answer.data as { username?: unknown } | null)?.username;
  const username =
    typeof named === "string" && named ? named : "email" in contact ? contact.email : null;
  let signedIn = false;
  if (username) {
    const login = await api.login(username, value.password, currentSession(context).device);
    if (login.kind === "ok") {
      // The old password's sessions end here too, whatever the backend does with its tokens.
      await endEverySessionOf(context, userIdOfToken(login.data.access));
      await signIn(context, login.data);
      signedIn = true;
    }
  }
  const current = currentSession(context);
  // "You can sign in with it now" would be wrong when already signed in.
  const done = signedIn
    ? PASSWORD_CHANGED_SIGNED_IN
    : successSentence(answer.data, PASSWORD_CHANGED);
  current.session.flash("notice", done);
  return { ok: true, message: done, contact: value.contact };
}
