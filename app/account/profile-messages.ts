import type { Translate } from "~/i18n/translate";
import { waitInWords } from "~/lib/format";
/** What the profile form tells people, in one place (the browser and the action share them). */

export const PROFILE_UPDATED = "Your profile has been updated.";

export const PROFILE_CHECK_FIELDS = "Please correct the following and save again:";

export const EMAIL_IS_USERNAME =
  "This is also your sign-in username: after changing it, sign in with the new address.";

export const PROFILE_UNAVAILABLE =
  "We could not save your changes because our service is temporarily unavailable. What you typed is still here: please try again in a few minutes.";

export const PROFILE_REFUSED =
  "We could not save your changes. Please check what you typed and try again.";

export const PROFILE_TOO_LARGE =
  "What was sent is too long to be a profile. Please fill in the form on this page and save again.";

export const PROFILE_UNREADABLE =
  "We could not read the form that was sent. Please fill it in on this page and save again.";

export const PROFILE_NOT_LOADED =
  "Your saved details cannot be shown just now because our service is temporarily unavailable.";

/** The service's rate limit (a 429), in words. */
export function tooManyUpdates(t: Translate, retryAfterSeconds: number | null): string {
  const wait = waitInWords(t, retryAfterSeconds);
  return `Too many changes have been sent in a short time. Please try again in ${wait}; what you typed is still here.`;
}
