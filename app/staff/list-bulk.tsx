import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { BulkFormAnswer } from "./list-bulk-answer";

/** Row checkboxes join by the form's id, so the page's other forms stay their own. */
export function BulkForm({
  id,
  intent,
  legend,
  submit,
  children,
}: {
  id: string;
  intent: string;
  legend: string;
  submit: string;
  children: ReactNode;
}) {
  const answer = useActionData<BulkFormAnswer | { form?: undefined }>();
  const mine = answer?.form === "bulk" ? (answer as BulkFormAnswer) : undefined;
  const messages = mine?.summary
    ? []
    : Object.values(mine?.reply.error ?? {})
        .flat()
        .filter((m): m is string => typeof m === "string");
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" id={id} className="staff-bulk" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <fieldset className="staff-fieldset">
        <legend>{legend}</legend>
        {children}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={sending || undefined}
          onClick={(event) => {
            if (sending) event.preventDefault();
          }}
        >
          {sending ? "Working…" : submit}
        </button>
      </fieldset>
      {messages.length > 0 && (
        <p className="staff-form__message" role="alert">
          {messages.join(" ")}
        </p>
      )}
      {mine?.summary && (
        <div className="staff-bulk__summary" role="alert">
          <p>{mine.summary.done}</p>
          <p>Not changed:</p>
          <ul>
            {mine.summary.refused.map((person) => (
              <li key={person.id}>
                <strong>{person.name}</strong>: {person.detail}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Form>
  );
}
