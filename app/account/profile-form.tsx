import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/shell/error-summary";
import { describedByOf, FieldMessages } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { useFieldChecks } from "~/shell/use-field-checks";
import {
  checkProfile,
  firstInvalidField,
  isProfileField,
  PROFILE_FIELDS,
  PROFILE_LABELS,
  type ProfileField,
  type ProfileValues,
  profileValues,
} from "./profile-fields";
import { EMAIL_IS_USERNAME, PROFILE_CHECK_FIELDS } from "./profile-messages";
import type { ProfileAnswer } from "./profile-update.server";

const fieldId = (field: ProfileField) => `profile-${field}`;

const INPUTS: Record<ProfileField, { type: string; autoComplete: string; hint?: string }> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", hint: EMAIL_IS_USERNAME },
  phonenumber: { type: "tel", autoComplete: "tel", hint: "For example +91 98200 41377." },
};

function ProfileInput({
  field,
  error,
  defaultValue,
  autoFocus,
}: {
  field: ProfileField;
  error?: string;
  defaultValue: string;
  autoFocus: boolean;
}) {
  const id = fieldId(field);
  const { type, autoComplete, hint } = INPUTS[field];
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{PROFILE_LABELS[field]}</label>
      <input
        id={id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={defaultValue}
        // biome-ignore lint/a11y/noAutofocus: only on a page answering a failed save, on the first field to fix (without JavaScript nothing else can move the focus there)
        autoFocus={autoFocus}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The profile's edit form. It posts to the route's action like any HTML
 * form, so it works without JavaScript; with it, the shared schema is checked
 * first (on submit, then on leaving each field), focus goes to the first
 * field to fix, and a second click while saving sends nothing.
 */
export function ProfileForm({
  answer,
  saved,
  action,
}: {
  /** The action's answer to the last try (a success is a redirect, so this is always a failure). */
  answer?: ProfileAnswer;
  /** The profile as saved; null when the service could not say. */
  saved: ProfileValues | null;
  action: string;
}) {
  const navigation = useNavigation();
  // Submitting, then following the redirect: the whole trip counts as saving.
  const saving = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === action;

  const checks = useFieldChecks({
    fields: PROFILE_FIELDS,
    isField: isProfileField,
    fieldId,
    check: (form) => checkProfile(profileValues(new FormData(form)), saved),
    initialErrors: answer?.fieldErrors,
  });
  // The last answer's message stays until the person saves again.
  const [answerShown, setAnswerShown] = useState(true);
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setAnswerShown(true);
    checks.showAnswer(answer?.fieldErrors);
  }
  const { formRef, errors } = checks;

  // Saved values that changed (a save, the e-mail lower-cased) fill the fields afresh, in place:
  // remounting the form would drop the focus from the Save button.
  const savedText = saved ? PROFILE_FIELDS.map((field) => saved[field]).join("\n") : null;
  const shownSaved = useRef(savedText);
  useEffect(() => {
    if (savedText === shownSaved.current) return;
    shownSaved.current = savedText;
    const form = formRef.current;
    if (!form || !saved) return;
    for (const field of PROFILE_FIELDS) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = saved[field];
    }
  }, [savedText, saved, formRef]);

  useEffect(() => {
    if (shownAnswer) checks.focusFirstInvalid(shownAnswer.fieldErrors);
  }, [shownAnswer, checks.focusFirstInvalid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A new try hides the last answer's messages; a dropped second click changes nothing.
    if (checks.onSubmit(event) !== "dropped") setAnswerShown(false);
  };

  const values = answer?.values ?? saved ?? { name: "", email: "", phonenumber: "" };
  const autoFocusField = answer ? firstInvalidField(answer.fieldErrors) : undefined;

  return (
    <div className="profile-edit">
      {answerShown && answer?.message && <MessageBanner ok={false} lines={[answer.message]} />}
      <ErrorSummary title={PROFILE_CHECK_FIELDS} problems={checks.problems(PROFILE_LABELS)} />
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        className="profile-form"
        onSubmit={onSubmit}
        onBlur={checks.onBlur}
        preventScrollReset
        aria-busy={saving || undefined}
      >
        {PROFILE_FIELDS.map((field) => (
          <ProfileInput
            key={field}
            field={field}
            error={errors[field]}
            defaultValue={values[field]}
            autoFocus={field === autoFocusField}
          />
        ))}
        <button
          type="submit"
          className="button button--primary profile-form__submit"
          // aria-disabled, not disabled: the button keeps the keyboard focus while saving.
          aria-disabled={saving || undefined}
        >
          {saving ? "Saving your changes…" : "Save changes"}
        </button>
      </Form>
    </div>
  );
}
