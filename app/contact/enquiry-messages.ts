import { waitInWords } from "~/lib/format";
/** What the enquiry form tells people, in one place (the browser and the action share them). */

export function enquirySent(name: string, email: string): string {
  return `Thank you, ${name}. Your enquiry has been sent; we will reply to ${email}.`;
}

export const ENQUIRY_CHECK_FIELDS = "Please correct the following and send again:";

export const ENQUIRY_UNAVAILABLE =
  "We could not send your enquiry just now because our service is temporarily unavailable. What you typed is still here: please try again in a few minutes.";

export const ENQUIRY_REFUSED =
  "We could not send your enquiry. Please check what you typed and try again.";

export const ENQUIRY_TOO_LARGE =
  "Your enquiry is too long to send. Please shorten the message to 5,000 characters or fewer.";

export const ENQUIRY_UNREADABLE =
  "We could not read the form that was sent. Please fill it in on this page and send it again.";

/** The service's rate limit (a 429), in words: minutes when it is a minute or more. */
export function tooManyEnquiries(retryAfterSeconds: number | null): string {
  const wait = waitInWords(retryAfterSeconds);
  return `Too many enquiries have been sent from your connection in a short time. Please try again in ${wait}; what you typed is still here.`;
}
