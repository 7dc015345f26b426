import { DRF } from "#contract/messages.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "#contract/schemas.ts";
import type { MessageKey } from "~/i18n/catalogue/en";
import { contact as english } from "~/i18n/catalogue/en/contact";
import type { Translate } from "~/i18n/translate";
import { waitInWords } from "~/lib/format";

/**
 * What the enquiry form tells people, in one place (the browser and the action share them), in the
 * page's language: the catalogue's "enquiry.*" words (app/i18n/catalogue/…/contact.ts). The
 * constants are the English ones, for the tests.
 */

export const ENQUIRY_UNAVAILABLE = english["enquiry.unavailable"];
export const ENQUIRY_TOO_LARGE = english["enquiry.tooLarge"];
export const ENQUIRY_UNREADABLE = english["enquiry.unreadable"];

export function enquirySent(t: Translate, name: string, email: string): string {
  return t("enquiry.sent", { name, email });
}

/** The service's rate limit (a 429), in words: minutes when it is a minute or more. */
export function tooManyEnquiries(t: Translate, retryAfterSeconds: number | null): string {
  return t("enquiry.tooMany", { wait: waitInWords(t, retryAfterSeconds) });
}

/**
 * The contract's checks speak English (DRF's words, contract/schemas.ts, which the service says
 * too): the form shows each in the page's language. A message it does not know stays as it came.
 */
const CONTRACT_MESSAGES: ReadonlyMap<string, MessageKey> = new Map([
  [DRF.required, "enquiry.error.required"],
  [DRF.blank, "enquiry.error.blank"],
  [DRF.notString, "enquiry.error.notString"],
  [DRF.invalidEmail, "enquiry.error.email"],
  [english["enquiry.error.phone"], "enquiry.error.phone"],
  [CONTROL_CHARACTERS_MESSAGE, "enquiry.error.controlCharacters"],
]);

const MAX_LENGTH = /^Ensure this field has no more than (\d+) characters\.$/;

export function enquiryCheckMessage(t: Translate, message: string): string {
  const key = CONTRACT_MESSAGES.get(message);
  if (key) return t(key);
  const max = MAX_LENGTH.exec(message)?.[1];
  return max ? t("enquiry.error.maxLength", { max }) : message;
}
