import { createContext, type RouterContextProvider, redirect } from "react-router";
import type { Me } from "#contract/wire.ts";
import type { FormReply } from "~/forms/form-answer";
import {
  readSubmission,
  refuse,
  refuseInvalid,
  refuseNow,
  refuseWithBody,
} from "~/forms/form-reply.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { throwServiceAnswer } from "~/service-api/answers.server";
import type { ApiResult } from "~/service-api/transport.server";
import { currentSession } from "~/session/current-session.server";
import { memberRequest } from "./member.server";
import {
  PROFILE_FIELDS,
  type ProfileAnswer,
  profileFormSchema,
  savedProfile,
} from "./profile-fields";
import {
  PROFILE_REFUSED,
  PROFILE_TOO_LARGE,
  PROFILE_UNAVAILABLE,
  PROFILE_UNREADABLE,
  PROFILE_UPDATED,
  tooManyUpdates,
} from "./profile-messages";

/**
 * The /my-profile action: the form (with or without JavaScript) checked with the contract's schema,
 * then `PUT app/user/update/{id}/` for the member's own id. Success is a redirect with a notice;
 * every failure is a reply with a 4xx/5xx status, a message a person can act on and what they
 * typed.
 */

export interface ProfileOutcome {
  status: number;
  answer: ProfileAnswer;
}

const NOT_NOW = {
  unavailable: PROFILE_UNAVAILABLE,
  tooMany: (retryAfter: number | null) => tooManyUpdates(translatorFor("en"), retryAfter),
  what: "a profile update",
};

/** A profile form is three short fields; anything much bigger is not one. */
const MAX_PROFILE_BYTES = 16 * 1024;

/**
 * The failed answer of this request's action, for the page's loader. Without JavaScript the page is
 * rendered after the action in the same request: when the service is down the loader cannot read
 * the profile, and would otherwise throw the 503 page and lose what was typed.
 */
const unsavedProfileContext = createContext<ProfileAnswer | null>(null);

export function unsavedProfile(context: Readonly<RouterContextProvider>): ProfileAnswer | null {
  return context.get(unsavedProfileContext);
}

function refused(
  context: Readonly<RouterContextProvider>,
  status: number,
  reply: FormReply,
): ProfileOutcome {
  const answer = { reply };
  context.set(unsavedProfileContext, answer);
  return { status, answer };
}

/** Throws the redirect on success (and for someone not signed in); returns the answer otherwise. */
export async function updateMyProfile(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  pattern: string,
): Promise<ProfileOutcome> {
  const current = currentSession(context);
  // Down when the middleware asked who this is: they hold a session, so keep their typing and say so.
  const member = current.serviceUnavailable ? null : memberRequest(context, url, pattern);
  const read = await readSubmission(
    request,
    profileFormSchema(member ? savedProfile(member.me) : null),
    { maxBytes: MAX_PROFILE_BYTES, tooLarge: PROFILE_TOO_LARGE, unreadable: PROFILE_UNREADABLE },
  );
  if (!read.ok) return refused(context, read.status, read.reply);
  const { submission } = read;
  if (!member) return refused(context, 503, refuse(submission, PROFILE_UNAVAILABLE));
  if (submission.status !== "success") return refused(context, 400, refuseInvalid(submission));

  const answer = await member.api.updateProfile(member.access, member.me, submission.value);
  if (answer.kind === "ok") {
    // Said at the top of the page, which starts there, with the focus on it (decision 0045).
    current.session.flash("status", { tone: "result", text: PROFILE_UPDATED });
    // The page and the header (the root loader's user) are read again, so the new name shows at once.
    throw redirect(url.pathname);
  }
  return fromService(context, answer, submission, url);
}

function fromService(
  context: Readonly<RouterContextProvider>,
  answer: Exclude<ApiResult<Me>, { kind: "ok" }>,
  submission: Parameters<typeof refuse>[0],
  url: URL,
): ProfileOutcome {
  if (answer.kind === "rejected" && answer.status === 400) {
    // DRF's validation answer, e.g. {"email": ["user with this email already exists."]}.
    const reply = refuseWithBody(submission, answer.data, PROFILE_FIELDS, PROFILE_REFUSED);
    return refused(context, 400, reply);
  }
  if (answer.kind === "rejected" && (answer.status === 401 || answer.status === 403)) {
    // The token was refused after all: the pages' own answer (sign in again, then come back).
    return throwServiceAnswer(answer, context, url);
  }
  const { status, reply } = refuseNow(answer, submission, NOT_NOW);
  return refused(context, status, reply);
}
