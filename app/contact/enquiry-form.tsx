import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { EnquirySchema } from "#contract/schemas.ts";
import { useContractForm } from "~/forms/use-contract-form";
import type { MessageKey } from "~/i18n/catalogue/en";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { ErrorSummary } from "~/shell/error-summary";
import { EMAIL_INPUT, Field, PHONE_INPUT } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { PostForm, SubmitButton, useShownAnswer } from "~/shell/post-form";
import type { EnquiryAnswer } from "./enquiry-answer";
import { enquiryCheckMessage } from "./enquiry-messages";

/** The fields a person fills in, in the order they appear, with their labels' keys. */
const ENQUIRY_LABELS = {
  name: "enquiry.name.label",
  email: "enquiry.email.label",
  phone: "enquiry.phone.label",
  subject: "enquiry.subject.label",
  message: "enquiry.message.label",
} as const satisfies Record<string, MessageKey>;

/**
 * The enquiry form. It posts to the route's action like any HTML form, so it works without
 * JavaScript; with it, the contract's schema is checked first (on submit, then on leaving each
 * field), focus goes to the first field to fix, and the answer arrives without a reload (decision
 * 0037). It speaks the page's language, and posts to the action of the page in it (/hi/contact on a
 * Hindi page).
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
  const t = useT();
  const target = useLocalHref()(action);
  const say = (message: string) => enquiryCheckMessage(t, message);
  // Submitting, then reloading the page's data: the whole trip counts as sending.
  const sending =
    navigation.state !== "idle" && navigation.formAction?.split("?")[0] === target.split("?")[0];
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
  const formMessage = banner && !banner.sent ? form.errors?.map(say).join(" ") : undefined;
  const problems = Object.entries(ENQUIRY_LABELS).flatMap(([name, label]) => {
    const field = fields[name as keyof typeof ENQUIRY_LABELS];
    const message = field.errors?.[0];
    return message ? [{ inputId: field.id, label: t(label), message: say(message) }] : [];
  });

  return (
    <div className="enquiry">
      {banner?.sent && (
        <div ref={statusRef} tabIndex={-1} className="enquiry__status">
          <MessageBanner ok lines={[banner.sent]} />
        </div>
      )}
      {formMessage && <MessageBanner ok={false} lines={[formMessage]} />}
      <ErrorSummary title={t("enquiry.checkFields")} problems={problems} />

      <PostForm
        form={form}
        action={target}
        className="enquiry-form"
        onNewTry={hide}
        aria-describedby="enquiry-required-note"
      >
        <p id="enquiry-required-note" className="enquiry-form__note">
          {t("enquiry.required")}
        </p>
        <Field
          {...field("name")}
          label={t(ENQUIRY_LABELS.name)}
          autoComplete="name"
          sayError={say}
        />
        <Field
          {...field("email")}
          {...EMAIL_INPUT}
          label={t(ENQUIRY_LABELS.email)}
          hint={t("enquiry.email.hint")}
          sayError={say}
        />
        <Field
          {...field("phone")}
          {...PHONE_INPUT}
          label={t(ENQUIRY_LABELS.phone)}
          hint={t("enquiry.phone.hint")}
          optional
          sayError={say}
        />
        <Field {...field("subject")} label={t(ENQUIRY_LABELS.subject)} optional sayError={say} />
        <Field
          {...field("message")}
          label={t(ENQUIRY_LABELS.message)}
          multiline
          rows={6}
          hint={t("enquiry.message.hint")}
          sayError={say}
        />
        {/* The honeypot: off-screen and out of the accessibility tree; only bots fill it in. */}
        <div className="enquiry-form__trap" aria-hidden="true">
          <label htmlFor="enquiry-website">{t("enquiry.trap.label")}</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <SubmitButton
          busy={sending}
          label={t("enquiry.send")}
          busyLabel={t("enquiry.sending")}
          className="enquiry-form__submit"
        />
      </PostForm>
    </div>
  );
}
