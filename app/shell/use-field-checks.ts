import { type FocusEvent, type FormEvent, useCallback, useRef, useState } from "react";
import type { FieldProblem } from "./error-summary";
import { useSubmitOnce } from "./use-submit-once";

/** A form's verdict on what it holds: fine, or one message per field to fix. */
export type FieldCheck<F extends string> =
  | { ok: true }
  | { ok: false; errors: Partial<Record<F, string>> };

/**
 * The browser side of a form checked with a shared schema: on submit, the
 * check runs first (nothing is sent while a field is wrong, focus goes to
 * the first one to fix, a second click while sending is dropped); once the
 * person has tried, each field is checked again as they leave it.
 */
export function useFieldChecks<F extends string>({
  fields,
  isField,
  fieldId,
  check,
  initialErrors,
}: {
  /** In the order they appear: focus goes to the first invalid one. */
  fields: readonly F[];
  isField: (name: string) => name is F;
  fieldId: (field: F) => string;
  check: (form: HTMLFormElement) => FieldCheck<F>;
  /** The server's answer to the last try, if it refused it: the person has tried already. */
  initialErrors?: Partial<Record<F, string>>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(initialErrors ?? {});
  const [attempted, setAttempted] = useState(initialErrors !== undefined);
  const once = useSubmitOnce();

  // Stable, so effects that focus after an answer run once per answer.
  const focusFirstInvalid = useCallback(
    (found: Partial<Record<F, string>>) => {
      const field = fields.find((name) => found[name]);
      if (field) document.getElementById(fieldId(field))?.focus();
    },
    [fields, fieldId],
  );

  return {
    formRef,
    errors,
    /** The fields to fix, for the ErrorSummary above the form. */
    problems: (labels: Record<F, string>): FieldProblem[] =>
      fields
        .filter((field) => errors[field])
        .map((field) => ({
          inputId: fieldId(field),
          label: labels[field],
          message: errors[field] ?? "",
        })),
    focusFirstInvalid,
    /** A new answer from the action: its field messages replace what the browser found. */
    showAnswer(answerErrors: Partial<Record<F, string>> | undefined) {
      setErrors(answerErrors ?? {});
      setAttempted(answerErrors !== undefined);
    },
    /** "dropped": a second click while sending; "invalid": held back to fix; "sent": on its way. */
    onSubmit(event: FormEvent<HTMLFormElement>): "dropped" | "invalid" | "sent" {
      if (once.isSending()) {
        event.preventDefault();
        return "dropped";
      }
      const verdict = check(event.currentTarget);
      setAttempted(true);
      if (!verdict.ok) {
        event.preventDefault();
        setErrors(verdict.errors);
        focusFirstInvalid(verdict.errors);
        return "invalid";
      }
      setErrors({});
      once.markSent();
      return "sent";
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      // React types the target as the form; it is the field that lost focus.
      const name = (event.target as Element).getAttribute("name") ?? "";
      if (!attempted || !isField(name) || !formRef.current) return;
      const verdict = check(formRef.current);
      const message = verdict.ok ? undefined : verdict.errors[name];
      setErrors((current) => ({ ...current, [name]: message }));
    },
  };
}
