import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { ConfirmView } from "~/forms/confirm-view";
import { useContractForm } from "~/forms/use-contract-form";
import { useNoteForm } from "./confirm-answer";
import type { StaffFormAnswer } from "./staff-form-answer";

const NOTHING_TO_FILL_IN = z.object({});

export type StaffFieldProps<Schema extends z.ZodType> = ReturnType<
  typeof useContractForm<Schema>
>["field"];

/**
 * Checked with the action's schema (decision 0037); a harmful intent is answered by a question
 * first.
 */
export function StaffForm<Schema extends z.ZodType = typeof NOTHING_TO_FILL_IN>({
  intent,
  id,
  answer,
  submit,
  schema,
  defaultValue,
  formId,
  danger = false,
  className,
  encType,
  children,
}: {
  intent: string;
  id: number;
  /** Null when several forms share an intent and record and this one was not sent. */
  answer?: StaffFormAnswer | null;
  submit: string;
  schema?: Schema;
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>;
  formId?: string;
  danger?: boolean;
  className?: string;
  encType?: "multipart/form-data";
  children?: ReactNode | ((field: StaffFieldProps<Schema>) => ReactNode);
}) {
  const navigation = useNavigation();
  const key = `${intent}:${id}`;
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("record") === String(id);
  const pageAnswer = useActionData<StaffFormAnswer | { form?: undefined }>();
  const given = answer === undefined ? pageAnswer : answer;
  const mine = given?.form === key ? (given as StaffFormAnswer) : undefined;
  useNoteForm(key);
  const [kept, setKept] = useState<StaffFormAnswer | null>(null);
  const asking = mine?.confirm && kept !== mine ? mine.confirm : undefined;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (kept) button.current?.focus();
  }, [kept]);
  const { form, field } = useContractForm({
    id: formId ?? `${intent}-${id}`,
    schema: (schema ?? NOTHING_TO_FILL_IN) as Schema,
    lastResult: mine?.reply,
    defaultValue,
  });
  // Emptied after success, so the change is not there to be sent twice; a refusal keeps the typing.
  const element = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sending) sent.current = true;
    else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (!mine) element.current?.reset();
    }
  }, [sending, navigation.state, mine]);
  // A field may be a hidden one.
  const message = form.errors?.[0] ?? Object.values(form.allErrors).flat()[0];
  const messageId = `${form.id}-message`;
  if (asking && mine) {
    return <ConfirmView request={asking} onKeep={() => setKept(mine)} />;
  }
  return (
    <Form
      ref={element}
      id={form.id}
      method="post"
      encType={encType}
      noValidate
      onSubmit={form.onSubmit}
      className={className ?? "staff-form"}
      aria-describedby={message ? messageId : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* A field named id would hide the form's own id property from scripts. */}
      <input type="hidden" name="record" value={id} />
      {typeof children === "function" ? children(field) : children}
      {message && (
        <p id={messageId} className="staff-form__message" role="alert">
          {message}
        </p>
      )}
      <button
        ref={button}
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
