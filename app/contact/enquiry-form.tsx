import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { EnquirySchema } from "#contract/schemas.ts";
import { useContractForm } from "~/forms/use-contract-form";
import { ErrorSummary } from "~/shell/error-summary";
import { EMAIL_INPUT, Field, PHONE_INPUT } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { PostForm, SubmitButton, useShownAnswer } from "~/shell/post-form";
import type { EnquiryAnswer } from "./enquiry-answer";
import { ENQUIRY_CHECK_FIELDS } from "./enquiry-messages";

/** The fields a person fills in, in the order they appear, with their labels. */
export const ENQUIRY_LABELS = {
  name: "Your name",
  email: "E-mail address",
  phone: "Phone number",
  subject: "Subject",
  message: "Your message",
} as const;

/**
 * The enquiry form. It posts to the route's action like any HTML form, so it
 * works without JavaScript; with it, the contract's schema is checked first
 * (on submit, then on leaving each field), focus goes to the first field to
 * fix, and the answer arrives without a reload (decision 0037).
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
  const { form, fields, field } = useContractForm({
    id: "enquiry",
    schema: EnquirySchema,
    lastResult: answer?.reply,
    defaultValue: { subject },
  });

  // The last answer's message stays until the person sends again.
  const { shownAnswer, answerShown, hide } = useShownAnswer(answer);
  const statusRef = useRef<HTMLDivElement>(null);
  // After a thank-you, the message takes the focus (a refusal focuses its first field).
  useEffect(() => {
    if (shownAnswer?.sent) statusRef.current?.focus();
  }, [shownAnswer]);

  const banner = answerShown ? answer : undefined;
  const formMessage = banner && !banner.sent ? form.errors?.join(" ") : undefined;
  const problems = Object.entries(ENQUIRY_LABELS).flatMap(([name, label]) => {
    const field = fields[name as keyof typeof ENQUIRY_LABELS];
    const message = field.errors?.[0];
    return message ? [{ inputId: field.id, label, message }] : [];
  });

  return (
    <div className="enquiry">
      {banner?.sent && (
        <div ref={statusRef} tabIndex={-1} className="enquiry__status">
          <MessageBanner ok lines={[banner.sent]} />
        </div>
      )}
      {formMessage && <MessageBanner ok={false} lines={[formMessage]} />}
      <ErrorSummary title={ENQUIRY_CHECK_FIELDS} problems={problems} />

      <PostForm
        form={form}
        action={action}
        className="enquiry-form"
        onNewTry={hide}
        aria-describedby="enquiry-required-note"
      >
        <p id="enquiry-required-note" className="enquiry-form__note">
          Fields not marked optional are required.
        </p>
        <Field {...field("name")} label={ENQUIRY_LABELS.name} autoComplete="name" />
        <Field
          {...field("email")}
          {...EMAIL_INPUT}
          label={ENQUIRY_LABELS.email}
          hint="We reply to this address."
        />
        <Field {...field("phone")} {...PHONE_INPUT} label={ENQUIRY_LABELS.phone} optional />
        <Field {...field("subject")} label={ENQUIRY_LABELS.subject} optional />
        <Field
          {...field("message")}
          label={ENQUIRY_LABELS.message}
          multiline
          rows={6}
          hint="Up to 5,000 characters."
        />
        {/* The honeypot: off-screen and out of the accessibility tree; only bots fill it in. */}
        <div className="enquiry-form__trap" aria-hidden="true">
          <label htmlFor="enquiry-website">Leave this field empty</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <SubmitButton
          busy={sending}
          label="Send enquiry"
          busyLabel="Sending your enquiry…"
          className="enquiry-form__submit"
        />
      </PostForm>
    </div>
  );
}
