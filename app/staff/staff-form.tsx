import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { useContractForm } from "~/forms/use-contract-form";
import { useNoteForm } from "./confirm-answer";
import { ConfirmView } from "./confirm-view";
import type { StaffFormAnswer } from "./staff-form-answer";

/** A form with nothing to fill in (a button: confirm, sign out everywhere…). */
const NOTHING_TO_FILL_IN = z.object({});

/** `field(name)` of a console form: the props of a `Field` of its schema. */
export type StaffFieldProps<Schema extends z.ZodType> = ReturnType<
  typeof useContractForm<Schema>
>["field"];

/**
 * One console form on the form pipeline (decision 0037): posts its intent (and record id) to the
 * page, works without JavaScript, and is checked in the browser with the same contract schema the
 * action reads it with. The answer meant for it (the service's words, or the schema's) shows beside
 * its fields and right above its button. While it is on its way, its button says so and takes no
 * second click; the service refuses a second one anyway. An intent that does harm is answered first
 * with a question (nothing changed yet): it stands in the form's place until it is answered.
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
  /**
   * The answer it shows when it is for this form (it names the form). By default the page's last
   * answer; null when several forms share an intent and record and this one was not sent.
   */
  answer?: StaffFormAnswer | null;
  submit: string;
  /** The contract's form schema for this intent (none: a button with nothing to fill in). */
  schema?: Schema;
  /** What the fields hold before anything is typed (the record as saved). */
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>;
  /** The element's id, when one intent has several forms for a record (a module each). */
  formId?: string;
  danger?: boolean;
  className?: string;
  /** multipart/form-data for a form with a file. */
  encType?: "multipart/form-data";
  /** The fields: given `field(name)`, the props of a `Field` of this form's schema. */
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
  // "Keep" puts the form back (this answer's question is done with) and its button takes the focus.
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
  // Sent and then answered by a redirect (it worked): empty it for the next one, so the change just
  // made is not sitting there to be sent twice. A refusal keeps the typing.
  const element = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sending) sent.current = true;
    else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (!mine) element.current?.reset();
    }
  }, [sending, navigation.state, mine]);
  // The form's own message, or else the first field's: a field may be a hidden one.
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
      {/* "record", not "id": a field named id would hide the form's own id property from scripts. */}
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
