import type { FormAnswer } from "~/forms/form-answer";

/** What a staff console action answers one of the page's forms with. */
export interface StaffFormAnswer extends FormAnswer {
  /** Which form on the page this answers: `${intent}:${id}`. */
  form: string;
}
