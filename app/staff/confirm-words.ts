/**
 * Asking before harm, in a module the browser may import: what the server's question holds and how
 * the page names the posted answer.
 */

/** The field a confirmed post carries; any other value (or none) asks first. */
export const CONFIRMED_FIELD = "confirmed";
export const CONFIRMED_VALUE = "yes";

/** A question the console asks before a harmful change, in words a person reads. */
export interface Confirmation {
  /** "Decline Asha Rao's registration?" */
  question: string;
  /** What will happen: "Asha Rao will be told by e-mail…" */
  consequence: string;
  /** The button that goes ahead: "Yes, decline". */
  yes: string;
  /** The way back, changing nothing: "Keep the registration". */
  keep: string;
}

/** The question as the page gets it: with the fields to post again, as they were posted. */
export interface ConfirmRequest extends Confirmation {
  fields: [name: string, value: string][];
}
