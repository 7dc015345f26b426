import { type ComponentPropsWithRef, type FormEvent, useState } from "react";
import { Form } from "react-router";

type RouterFormProps = ComponentPropsWithRef<typeof Form>;

/**
 * A site form that posts to a route's action like any HTML form, so it works without JavaScript;
 * with it, the Conform form (`useContractForm`) checks it first (the browser's own checks are off:
 * they would speak other words), and the page stays where it is when the answer comes.
 */
export function PostForm({
  form,
  action,
  onNewTry,
  ...props
}: Omit<RouterFormProps, "id" | "method" | "noValidate" | "onSubmit" | "preventScrollReset"> & {
  /** The Conform form: its element id and its submit handler. */
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  action: string;
  /** A try that passed the checks and leaves (to hide the last answer's message). */
  onNewTry?: () => void;
}) {
  return (
    <Form
      {...props}
      id={form.id}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) onNewTry?.();
      }}
      preventScrollReset
    />
  );
}

/**
 * A form's button. While its form is on its way it says so; aria-disabled, not disabled, so that it
 * keeps the keyboard focus.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  /** What it says while the form is on its way ("Sending your enquiry…"). */
  busyLabel: string;
  /** A layout class beside the primary button's. */
  className: string;
}) {
  return (
    <button
      type="submit"
      className={`button button--primary ${className}`}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The action's last answer to a form and whether its message still shows: it stays until the person
 * tries again (`hide` on a new try), and a new answer shows afresh.
 */
export function useShownAnswer<Answer>(answer: Answer | undefined) {
  const [shownAnswer, setShownAnswer] = useState(answer);
  const [answerShown, setAnswerShown] = useState(true);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setAnswerShown(true);
  }
  return { shownAnswer, answerShown, hide: () => setAnswerShown(false) };
}
