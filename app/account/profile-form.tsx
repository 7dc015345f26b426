import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useContractForm } from "~/forms/use-contract-form";
import { ErrorSummary } from "~/shell/error-summary";
import { EMAIL_INPUT, Field, PHONE_INPUT } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { PostForm, SubmitButton, useShownAnswer } from "~/shell/post-form";
import type { ProfileAnswer } from "./profile-fields";
import {
  PROFILE_FIELDS,
  PROFILE_LABELS,
  type ProfileValues,
  profileFormSchema,
} from "./profile-fields";
import { EMAIL_IS_USERNAME, PROFILE_CHECK_FIELDS } from "./profile-messages";

/**
 * The profile's edit form. It posts to the route's action like any HTML form, so it works without
 * JavaScript; with it, the contract's schema is checked first (on submit, then on leaving each
 * field), focus goes to the first field to fix, and a second click while saving sends nothing
 * (decision 0037).
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
  const { form, fields, field } = useContractForm({
    id: "profile",
    schema: profileFormSchema(saved),
    lastResult: answer?.reply,
    defaultValue: saved ?? undefined,
  });

  // The last answer's message stays until the person saves again.
  const { answerShown, hide } = useShownAnswer(answer);

  // Saved values that changed (a save, the e-mail lower-cased) fill the fields afresh, in place:
  // remounting the form would drop the focus from the Save button.
  const formRef = useRef<HTMLFormElement>(null);
  const savedText = saved ? PROFILE_FIELDS.map((field) => saved[field]).join("\n") : null;
  const shownSaved = useRef(savedText);
  useEffect(() => {
    if (savedText === shownSaved.current) return;
    shownSaved.current = savedText;
    const element = formRef.current;
    if (!element || !saved) return;
    for (const field of PROFILE_FIELDS) {
      const input = element.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = saved[field];
    }
  }, [savedText, saved]);

  const message = answerShown ? form.errors?.join(" ") : undefined;
  const problems = PROFILE_FIELDS.flatMap((name) => {
    const error = fields[name].errors?.[0];
    return error ? [{ inputId: fields[name].id, label: PROFILE_LABELS[name], message: error }] : [];
  });

  return (
    <div className="profile-edit">
      {message && <MessageBanner ok={false} lines={[message]} />}
      <ErrorSummary title={PROFILE_CHECK_FIELDS} problems={problems} />
      <PostForm
        ref={formRef}
        form={form}
        action={action}
        className="profile-form"
        onNewTry={hide}
        aria-busy={saving || undefined}
      >
        <Field {...field("name")} label={PROFILE_LABELS.name} autoComplete="name" />
        <Field
          {...field("email")}
          {...EMAIL_INPUT}
          label={PROFILE_LABELS.email}
          hint={EMAIL_IS_USERNAME}
        />
        <Field {...field("phonenumber")} {...PHONE_INPUT} label={PROFILE_LABELS.phonenumber} />
        <SubmitButton
          busy={saving}
          label="Save changes"
          busyLabel="Saving your changes…"
          className="profile-form__submit"
        />
      </PostForm>
    </div>
  );
}
