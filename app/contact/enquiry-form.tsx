import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/shell/error-summary";
import { describedByOf, FieldMessages } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { useFieldChecks } from "~/shell/use-field-checks";
import type { EnquiryAnswer } from "./enquiry.server";
import {
  checkEnquiry,
  ENQUIRY_FIELDS,
  ENQUIRY_LABELS,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
  enquiryValues,
  firstInvalidField,
  isEnquiryField,
} from "./enquiry-fields";
import { ENQUIRY_CHECK_FIELDS } from "./enquiry-messages";

const fieldId = (field: EnquiryField) => `enquiry-${field}`;

const OPTIONAL: ReadonlySet<EnquiryField> = new Set(["phone", "subject"]);

const INPUTS: Record<EnquiryField, { type?: string; autoComplete?: string; hint?: string }> = {
  name: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email", hint: "We reply to this address." },
  phone: { type: "tel", autoComplete: "tel", hint: "For example +91 98200 41377." },
  subject: {},
  message: { hint: "Up to 5,000 characters." },
};

function EnquiryInput({
  field,
  error,
  defaultValue,
  autoFocus,
}: {
  field: EnquiryField;
  error?: string;
  defaultValue?: string;
  autoFocus: boolean;
}) {
  const id = fieldId(field);
  const { type = "text", autoComplete, hint } = INPUTS[field];
  const optional = OPTIONAL.has(field);
  const describedBy = describedByOf(id, hint, error);
  const common = {
    id,
    name: field,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue,
    // Without JavaScript, the answer page puts the cursor in the first field to fix.
    autoFocus,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {ENQUIRY_LABELS[field]}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {field === "message" ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The field messages of a refused enquiry; undefined when nothing was refused. */
const refusedErrors = (answer: EnquiryAnswer | undefined): EnquiryErrors | undefined =>
  answer && !answer.ok ? answer.fieldErrors : undefined;

/**
 * The enquiry form. It posts to the route's action like any HTML form, so it
 * works without JavaScript; with it, the shared schema is checked first
 * (on submit, then on leaving each field), focus goes to the first field to
 * fix, and the answer arrives without a reload.
 */
export function EnquiryForm({
  answer,
  action,
  subject = "",
}: {
  answer?: EnquiryAnswer;
  action: string;
  /** The Subject a link asked for (/contact?subject=…); what was typed wins. */
  subject?: string;
}) {
  const navigation = useNavigation();
  // Submitting, then reloading the page's data: the whole trip counts as sending.
  const sending = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === action;

  const checks = useFieldChecks({
    fields: ENQUIRY_FIELDS,
    isField: isEnquiryField,
    fieldId,
    check: (form) => checkEnquiry(enquiryValues(new FormData(form))),
    initialErrors: refusedErrors(answer),
  });
  // A new form (emptied) after every enquiry sent.
  const [sentCount, setSentCount] = useState(0);
  // The last answer's messages stay until the person sends again.
  const [answerShown, setAnswerShown] = useState(true);
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    // A new answer from the action replaces whatever the browser found.
    setShownAnswer(answer);
    setAnswerShown(true);
    checks.showAnswer(refusedErrors(answer));
    if (answer?.ok) setSentCount((count) => count + 1);
  }

  const { formRef, errors } = checks;
  const statusRef = useRef<HTMLDivElement>(null);

  // After an answer: the success message, or the first field to fix, gets the focus.
  useEffect(() => {
    if (!shownAnswer) return;
    if (shownAnswer.ok) statusRef.current?.focus();
    else checks.focusFirstInvalid(shownAnswer.fieldErrors);
  }, [shownAnswer, checks.focusFirstInvalid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A new try hides the last answer's messages; a dropped second click changes nothing.
    if (checks.onSubmit(event) !== "dropped") setAnswerShown(false);
  };

  const failed = answer && !answer.ok ? answer : undefined;
  const values: Partial<EnquiryValues> = failed?.values ?? { subject };
  const banner = answerShown ? answer : undefined;
  // Only a page answered by the server focuses a field on load (no JavaScript needed).
  const autoFocusField = failed ? firstInvalidField(failed.fieldErrors) : undefined;

  return (
    <div className="enquiry">
      {banner?.ok && (
        <div ref={statusRef} tabIndex={-1} className="enquiry__status">
          <MessageBanner ok lines={[banner.message]} />
        </div>
      )}
      {banner && !banner.ok && banner.message && (
        <MessageBanner ok={false} lines={[banner.message]} />
      )}
      <ErrorSummary title={ENQUIRY_CHECK_FIELDS} problems={checks.problems(ENQUIRY_LABELS)} />

      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        className="enquiry-form"
        key={sentCount}
        onSubmit={onSubmit}
        onBlur={checks.onBlur}
        preventScrollReset
        aria-describedby="enquiry-required-note"
      >
        <p id="enquiry-required-note" className="enquiry-form__note">
          Fields not marked optional are required.
        </p>
        {ENQUIRY_FIELDS.map((field) => (
          <EnquiryInput
            key={field}
            field={field}
            error={errors[field]}
            defaultValue={values[field]}
            autoFocus={field === autoFocusField}
          />
        ))}
        {/* The honeypot: off-screen and out of the accessibility tree; only bots fill it in. */}
        <div className="enquiry-form__trap" aria-hidden="true">
          <label htmlFor="enquiry-website">Leave this field empty</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          className="button button--primary enquiry-form__submit"
          aria-disabled={sending || undefined}
        >
          {sending ? "Sending your enquiry…" : "Send enquiry"}
        </button>
      </Form>
    </div>
  );
}
