/** A module the browser may import. */

export const CONFIRMED_FIELD = "confirmed";
export const CONFIRMED_VALUE = "yes";

export interface Confirmation {
  question: string;
  consequence: string;
  yes: string;
  keep: string;
}

export interface ConfirmRequest extends Confirmation {
  fields: [name: string, value: string][];
}
