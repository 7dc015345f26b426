import { createContext, type RouterContextProvider, redirect } from "react-router";
import { readBoundedForm } from "~/lib/bounded-body.server";
import { currentSession } from "~/session/current-session.server";
import type { ApiResult, MeUser } from "~/session/service-api.server";
import { memberRequest, throwServiceAnswer } from "./member.server";
import {
  checkProfile,
  type ProfileErrors,
  type ProfileValues,
  profileErrorsOf,
  profileValues,
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
 * The /my-profile action: the form (with or without JavaScript) checked with
 * the shared schema, then `PUT app/user/update/{id}/` for the member's own
 * id. Success is a redirect with a notice; every failure is an answer with a
 * 4xx/5xx status, a message a person can act on and what they typed.
 */

export interface ProfileAnswer {
  /** A message about the whole form; null when the field messages say it all. */
  message: string | null;
  fieldErrors: ProfileErrors;
  values: ProfileValues;
}

export interface ProfileOutcome {
  status: number;
  answer: ProfileAnswer;
}

/** A profile form is three short fields; anything much bigger is not one. */
export const MAX_PROFILE_BYTES = 16 * 1024;

const NOTHING_TYPED: ProfileValues = { name: "", email: "", phonenumber: "" };

/**
 * The failed answer of this request's action, for the page's loader. Without
 * JavaScript the page is rendered after the action in the same request: when
 * the service is down the loader cannot read the profile, and would otherwise
 * throw the 503 page and lose what was typed.
 */
const unsavedProfileContext = createContext<ProfileAnswer | null>(null);

export function unsavedProfile(context: Readonly<RouterContextProvider>): ProfileAnswer | null {
  return context.get(unsavedProfileContext);
}

function refused(
  context: Readonly<RouterContextProvider>,
  status: number,
  message: string | null,
  values: ProfileValues,
  fieldErrors: ProfileErrors = {},
): ProfileOutcome {
  const answer = { message, fieldErrors, values };
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
  const form = await readBoundedForm(request, MAX_PROFILE_BYTES);
  if (form === "too-large") return refused(context, 413, PROFILE_TOO_LARGE, NOTHING_TYPED);
  if (form === "unreadable") return refused(context, 400, PROFILE_UNREADABLE, NOTHING_TYPED);
  const values = profileValues(form);
  if (!member) return refused(context, 503, PROFILE_UNAVAILABLE, values);

  const check = checkProfile(values, savedProfile(member.me));
  if (!check.ok) return refused(context, 400, null, values, check.errors);
  const answer = await member.api.updateProfile(member.access, member.me, check.changes);
  if (answer.kind === "ok") {
    current.session.flash("notice", PROFILE_UPDATED);
    // The page and the header (the root loader's user) are read again, so the new name shows at once.
    throw redirect(url.pathname);
  }
  return fromService(context, answer, values, url);
}

function fromService(
  context: Readonly<RouterContextProvider>,
  answer: Exclude<ApiResult<MeUser>, { kind: "ok" }>,
  values: ProfileValues,
  url: URL,
): ProfileOutcome {
  if (answer.kind === "unavailable") return refused(context, 503, PROFILE_UNAVAILABLE, values);
  switch (answer.status) {
    case 400: {
      // DRF's validation answer, e.g. {"email": ["user with this email already exists."]}.
      const { fieldErrors, other } = profileErrorsOf(answer.data);
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      const message = other.length > 0 ? other.join(" ") : hasFieldErrors ? null : PROFILE_REFUSED;
      return refused(context, 400, message, values, fieldErrors);
    }
    case 401:
    case 403:
      // The token was refused after all: the pages' own answer (sign in again, then come back).
      return throwServiceAnswer(answer, context, url);
    case 429:
      return refused(context, 429, tooManyUpdates(answer.retryAfter), values);
    default:
      // Not the person's doing (a misconfigured SERVICE_API_URL, say): tell them to try later.
      console.error(`The service refused a profile update with status ${answer.status}.`);
      return refused(context, 503, PROFILE_UNAVAILABLE, values);
  }
}
