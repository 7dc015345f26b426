import type { RouterContextProvider } from "react-router";
import { SITE_FORM_LIMIT } from "#contract/limits.ts";
import { EnquirySchema } from "#contract/schemas.ts";
import type { FormReply } from "~/forms/form-answer";
import {
  fieldsOf,
  readValidSubmission,
  refuse,
  refuseNow,
  refuseWithBody,
} from "~/forms/form-reply.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { serviceApi } from "~/service-api/service-api.server";
import type { EnquiryAnswer } from "./enquiry-answer";
import { enquirySent, tooManyEnquiries } from "./enquiry-messages";

/**
 * The /contact action: reads the posted form (with or without JavaScript), checks it with the
 * contract's EnquirySchema, and sends it to the service's POST api/enquiry/. Every outcome is a
 * reply the form shows (decision 0037), with a 4xx/5xx status, and what was typed comes back with
 * every error. Its words are in the page's language (the address's: /hi/contact answers in Hindi);
 * the contract's own checks stay the contract's, and the form shows them in that language.
 */

export interface EnquiryOutcome {
  status: number;
  answer: EnquiryAnswer;
}

/**
 * The site's form limit (the request gate's too): a message far longer than the service takes (a
 * 20,000-character one, say) still reaches the service, which answers it with a field message shown
 * here.
 */
export const MAX_ENQUIRY_BYTES = SITE_FORM_LIMIT;

/** The fields the form shows: the service's messages about these go beside them. */
const ENQUIRY_FIELDS = fieldsOf(EnquirySchema).filter(
  (field) => field !== "page" && field !== "website",
);

const refused = (status: number, reply: FormReply): EnquiryOutcome => ({
  status,
  answer: { reply, sent: null },
});

/** The answer to a POST of the enquiry form. `page` is where it was sent from. */
export async function handleEnquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: string,
): Promise<EnquiryOutcome> {
  const t = translatorFor(requestLanguage(context));
  const read = await readValidSubmission(request, EnquirySchema, {
    maxBytes: MAX_ENQUIRY_BYTES,
    tooLarge: t("enquiry.tooLarge"),
    unreadable: t("enquiry.unreadable"),
  });
  if (!read.ok) return refused(read.status, read.reply);
  const { submission } = read;
  const { name, email, phone, subject, message, website = "" } = read.value;
  const answer = await serviceApi(context).enquiry({
    name,
    email,
    phone,
    subject,
    message,
    page,
    // A filled honeypot goes to the service, which answers a bot as it would a person.
    website,
  });
  if (answer.kind === "ok") {
    return {
      status: 200,
      answer: { reply: submission.reply({ resetForm: true }), sent: enquirySent(t, name, email) },
    };
  }
  if (answer.kind === "rejected" && answer.status === 413) {
    return refused(413, refuse(submission, t("enquiry.tooLarge")));
  }
  if (answer.kind === "rejected" && answer.status === 400) {
    // DRF's validation answer: {"field": ["message", ...], "non_field_errors": [...]}.
    const body = refuseWithBody(submission, answer.data, ENQUIRY_FIELDS, t("enquiry.refused"));
    return refused(400, body);
  }
  const { status, reply } = refuseNow(answer, submission, {
    unavailable: t("enquiry.unavailable"),
    tooMany: (retryAfter) => tooManyEnquiries(t, retryAfter),
    what: "an enquiry",
  });
  return refused(status, reply);
}
