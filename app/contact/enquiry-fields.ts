import { EnquirySchema, fieldErrors } from "../../contract/schemas.ts";

/**
 * The enquiry form's fields and their rules, shared by the browser and the
 * route action. The rules themselves are the service's EnquirySchema: one
 * schema, checked in the browser, in the action and again by the service.
 */

/** The fields a person fills in, in the order they appear (focus goes to the first invalid one). */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const ENQUIRY_LABELS: Record<EnquiryField, string> = {
  name: "Your name",
  email: "E-mail address",
  phone: "Phone number",
  subject: "Subject",
  message: "Your message",
};

/** What the person typed, exactly as typed (kept on any error). */
export type EnquiryValues = Record<EnquiryField, string>;

/** One message per field, the first the schema gives. */
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export function isEnquiryField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(name);
}

/** The fields of a submitted form; a missing or non-text field (a file) reads as empty. */
export function enquiryValues(form: FormData): EnquiryValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    subject: read("subject"),
    message: read("message"),
  };
}

export function firstInvalidField(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}

export type EnquiryCheck =
  | { ok: true; enquiry: ReturnType<typeof EnquirySchema.parse> }
  | { ok: false; errors: EnquiryErrors };

/** The shared schema's verdict on a form, with one message per field. */
export function checkEnquiry(values: EnquiryValues & { website?: string }): EnquiryCheck {
  const parsed = EnquirySchema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const errors: EnquiryErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(parsed.error))) {
    if (isEnquiryField(field) && messages[0]) errors[field] = messages[0];
  }
  return { ok: false, errors };
}
