import { type ComponentPropsWithRef, type FormEvent, useState } from "react";
import { Form } from "react-router";

type RouterFormProps = ComponentPropsWithRef<typeof Form>;

/** The browser's own checks are off: they would speak other words than the contract's. */
export function PostForm({
  form,
  action,
  onNewTry,
  ...props
}: Omit<RouterFormProps, "id" | "method" | "noValidate" | "onSubmit" | "preventScrollReset"> & {
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  action: string;
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

/** aria-disabled, not disabled, so that it keeps the keyboard focus. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
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

/** It stays until the person tries again. */
export function useShownAnswer<Answer>(answer: Answer | undefined) {
  const [shownAnswer, setShownAnswer] = useState(answer);
  const [answerShown, setAnswerShown] = useState(true);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setAnswerShown(true);
  }
  return { shownAnswer, answerShown, hide: () => setAnswerShown(false) };
}
