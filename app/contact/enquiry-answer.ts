import type { FormAnswer } from "~/forms/form-answer";

/** What the /contact action answers the enquiry form with. */
export interface EnquiryAnswer extends FormAnswer {
  /** The thank-you once the enquiry is on its way; null for a refusal. */
  sent: string | null;
}
