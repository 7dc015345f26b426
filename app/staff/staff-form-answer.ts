import type { FormAnswer } from "~/forms/form-answer";
import type { ConfirmRequest } from "./confirm-words";

/** What a staff console action answers one of the page's forms with. */
export interface StaffFormAnswer extends FormAnswer {
  /** Which form on the page this answers: `${intent}:${id}`. */
  form: string;
  /** Nothing was changed: the question to answer first (a harmful intent posted unconfirmed). */
  confirm?: ConfirmRequest;
  /** The answer to a confirmed post (its form may be gone by now: the record changed). */
  confirmed?: boolean;
}
