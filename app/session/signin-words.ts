import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  REGISTRATION_SUCCESS,
  SERVICE_UNAVAILABLE,
  UNEXPECTED_ERROR,
  USERNAME_REQUIRED_MESSAGE,
} from "#contract/messages.ts";
import { enquiryCheckMessage } from "~/contact/enquiry-messages";
import type { MessageKey } from "~/i18n/catalogue/en";
import type { MessageValues, Translate } from "~/i18n/translate";
import { REGISTRATION_SIGN_OFF } from "./signup-messages";

/**
 * The sign-in card's checks and answers are the contract's English (the spec's words, which the
 * action and the session machine keep): the card says each in the page's language. A message it
 * does not know stays as it came.
 */
const CARD_MESSAGES: ReadonlyMap<string, [MessageKey, MessageValues?]> = new Map([
  [USERNAME_REQUIRED_MESSAGE, ["signin.error.username"]],
  [PASSWORD_REQUIRED_MESSAGE, ["signin.error.password"]],
  [PASSWORD_RULE_MESSAGE, ["signin.error.passwordRule", { min: PASSWORD_MIN_LENGTH }]],
  [NAME_REQUIRED_MESSAGE, ["signin.error.name"]],
  [PHONE_REQUIRED_MESSAGE, ["signin.error.phone"]],
  [EMAIL_REQUIRED_MESSAGE, ["signin.error.email"]],
  [INVALID_CREDENTIALS, ["signin.invalidCredentials"]],
  [REGISTRATION_SUCCESS, ["signin.registered"]],
  [REGISTRATION_SIGN_OFF, ["signin.signOff"]],
  [UNEXPECTED_ERROR, ["signin.unexpected"]],
  [SERVICE_UNAVAILABLE, ["signin.unavailable"]],
]);

const TOO_MANY = /^Too many attempts, try again in (\d+) seconds$/;

export function signinMessage(t: Translate, message: string): string {
  const known = CARD_MESSAGES.get(message);
  if (known) return t(...known);
  const seconds = TOO_MANY.exec(message)?.[1];
  if (seconds) return t("signin.tooMany", { seconds });
  return enquiryCheckMessage(t, message);
}
