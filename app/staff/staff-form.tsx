import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { StaffFormAnswer } from "./staff-action.server";

/**
 * One console form: posts its intent (and record id) to the page, works
 * without JavaScript, and shows the answer meant for it (the service's
 * words) right above its button. While it is on its way, its button says so
 * and takes no second click; the service refuses a second one anyway.
 */
export function StaffForm({
  intent,
  id,
  answer,
  submit,
  danger = false,
  className,
  encType,
  children,
}: {
  intent: string;
  id: number;
  answer: StaffFormAnswer | undefined;
  submit: string;
  danger?: boolean;
  className?: string;
  /** multipart/form-data for a form with a file. */
  encType?: "multipart/form-data";
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const key = `${intent}:${id}`;
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("record") === String(id);
  const mine = answer?.form === key ? answer : undefined;
  const messageId = `${intent}-${id}-message`;
  return (
    <Form
      method="post"
      encType={encType}
      className={className ?? "staff-form"}
      aria-describedby={mine ? messageId : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* "record", not "id": a field named id would hide the form's own id property from scripts. */}
      <input type="hidden" name="record" value={id} />
      {children}
      {mine && (
        <p id={messageId} className="staff-form__message" role="alert">
          {mine.message}
        </p>
      )}
      <button
        type="submit"
        className={`button ${danger ? "button--ghost staff-danger" : "button--primary"}`}
        aria-disabled={sending || undefined}
        onClick={(event) => {
          if (sending) event.preventDefault();
        }}
      >
        {sending ? "Working…" : submit}
      </button>
    </Form>
  );
}

/** The answer for a form whose fields live on the page (values typed, messages by field). */
export function fieldOf(answer: StaffFormAnswer | undefined, key: string, field: string) {
  if (answer?.form !== key) return { value: undefined, error: undefined };
  return { value: answer.values[field], error: answer.fieldErrors[field] };
}
