import type { ConfirmRequest } from "~/forms/confirm-words";
import type { FormAnswer } from "~/forms/form-answer";

/**
 * The Enrol form's names, shared by the form and the action. Its rules are the service's own
 * OrderSchema (contract/schemas.ts), so the form, the action and the service all say the same thing
 * (decision 0037).
 */

export const ENROL_INTENT = "enrol";

/** The fields the form posts: the course (hidden) and the payment choice. */
export const ENROL_FIELDS = ["service", "pay_with_coins"] as const;

/** The coin price the member said yes to, posted with `confirmed=yes`. */
export const AGREED_PRICE_FIELD = "coin_price";

/** What the Enrol action answers the form with: a refusal, or the question before coins are spent. */
export interface EnrolAnswer extends FormAnswer {
  confirm?: ConfirmRequest;
}
