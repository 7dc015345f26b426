import { CONFIRMED_FIELD, CONFIRMED_VALUE } from "./confirm-words";
import { textField } from "./parse-form";

/**
 * The question step's server half (decision 0046): a harmful post acts only when it says
 * `confirmed=yes`; any other is answered by the question and the fields to post again.
 */
export function isConfirmed(form: FormData): boolean {
  return textField(form, CONFIRMED_FIELD) === CONFIRMED_VALUE;
}

/** What "Yes" posts again: the form as sent, `set` put in; files are never part of one. */
export function fieldsToPostAgain(
  form: FormData,
  set: Record<string, string> = {},
): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (name === CONFIRMED_FIELD || Object.hasOwn(set, name) || typeof value !== "string") continue;
    fields.push([name, value]);
  }
  return [...fields, ...Object.entries(set)];
}
