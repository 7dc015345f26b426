import type { FormAnswer } from "~/forms/form-answer";

/**
 * The Enrol form's names, shared by the form and the action. Its rules are the service's own
 * OrderSchema (contract/schemas.ts), so the form, the action and the service all say the same thing
 * (decision 0037).
 */

export const ENROL_INTENT = "enrol";

/** The fields the form posts: the course (hidden) and the payment choice. */
export const ENROL_FIELDS = ["service", "pay_with_coins"] as const;

/** What the Enrol action answers the form with. */
export type EnrolAnswer = FormAnswer;
