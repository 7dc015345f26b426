import type { RouterContextProvider } from "react-router";
import { readBoundedForm } from "~/lib/bounded-body.server";
import { clientAddressContext } from "~/request-context";
import { type ApiResult, serviceApi } from "~/session/service-api.server";
import { SITE_FORM_LIMIT } from "../../contract/limits.ts";
import {
  checkEnquiry,
  type EnquiryErrors,
  type EnquiryValues,
  enquiryValues,
  isEnquiryField,
} from "./enquiry-fields";
import {
  ENQUIRY_REFUSED,
  ENQUIRY_TOO_LARGE,
  ENQUIRY_UNAVAILABLE,
  ENQUIRY_UNREADABLE,
  enquirySent,
  tooManyEnquiries,
} from "./enquiry-messages";

/**
 * The /contact action: reads the posted form (with or without JavaScript),
 * checks it with the shared schema, and sends it to the service's
 * POST api/enquiry/. Every outcome is an answer the page can show, with a
 * 4xx/5xx status, and what was typed comes back with every error.
 */

export type EnquiryAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      /** A message about the whole form (rate limit, service down); null when the fields say it all. */
      message: string | null;
      fieldErrors: EnquiryErrors;
      values: EnquiryValues;
    };

export interface EnquiryOutcome {
  status: number;
  answer: EnquiryAnswer;
}

/**
 * The site's form limit (the request gate's too): a message far longer than
 * the service takes (a 20,000-character one, say) still reaches the service,
 * which answers it with a field message shown here.
 */
export const MAX_ENQUIRY_BYTES = SITE_FORM_LIMIT;

const NOTHING_TYPED: EnquiryValues = { name: "", email: "", phone: "", subject: "", message: "" };

const refused = (
  status: number,
  message: string | null,
  values: EnquiryValues,
  fieldErrors: EnquiryErrors = {},
): EnquiryOutcome => ({ status, answer: { ok: false, message, fieldErrors, values } });

/** The answer to a POST of the enquiry form. `page` is where it was sent from. */
export async function handleEnquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: string,
): Promise<EnquiryOutcome> {
  const form = await readBoundedForm(request, MAX_ENQUIRY_BYTES);
  if (form === "too-large") return refused(413, ENQUIRY_TOO_LARGE, NOTHING_TYPED);
  if (form === "unreadable") return refused(400, ENQUIRY_UNREADABLE, NOTHING_TYPED);
  return sendEnquiry(context, form, page);
}

export async function sendEnquiry(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  page: string,
): Promise<EnquiryOutcome> {
  const values = enquiryValues(form);
  const honeypot = form.get("website");
  const check = checkEnquiry({ ...values, website: typeof honeypot === "string" ? honeypot : "" });
  if (!check.ok) {
    const hasFieldErrors = Object.keys(check.errors).length > 0;
    return refused(400, hasFieldErrors ? null : ENQUIRY_REFUSED, values, check.errors);
  }
  const { name, email, phone, subject, message, website = "" } = check.enquiry;
  const answer = await serviceApi(context, context.get(clientAddressContext)).enquiry({
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
    return { status: 200, answer: { ok: true, message: enquirySent(name, email) } };
  }
  return fromService(answer, values);
}

/** A refusal or failure of the service, as the form's answer. */
function fromService(
  answer: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  values: EnquiryValues,
): EnquiryOutcome {
  if (answer.kind === "unavailable") return refused(503, ENQUIRY_UNAVAILABLE, values);
  if (answer.status === 429) return refused(429, tooManyEnquiries(answer.retryAfter), values);
  if (answer.status === 413) return refused(413, ENQUIRY_TOO_LARGE, values);
  if (answer.status !== 400) {
    // Not the person's doing (a misconfigured SERVICE_API_URL, say): tell them to try later.
    console.error(`The service refused an enquiry with status ${answer.status}.`);
    return refused(503, ENQUIRY_UNAVAILABLE, values);
  }
  // DRF's validation answer: {"field": ["message", ...], "non_field_errors": [...]}.
  const fieldErrors: EnquiryErrors = {};
  const other: string[] = [];
  if (answer.data && typeof answer.data === "object" && !Array.isArray(answer.data)) {
    for (const [field, messages] of Object.entries(answer.data)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (item): item is string => typeof item === "string" && item !== "",
      );
      if (list.length === 0) continue;
      if (isEnquiryField(field)) fieldErrors[field] = list[0];
      else other.push(...list);
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message = other.length > 0 ? other.join(" ") : hasFieldErrors ? null : ENQUIRY_REFUSED;
  return refused(400, message, values, fieldErrors);
}
