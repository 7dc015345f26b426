import type { SubmissionResult } from "@conform-to/react";
import type { EnquiryAnswer } from "../../app/contact/enquiry-answer.ts";
import { replyView } from "../../app/forms/reply-view.ts";

/** A refusal as an action replies it: the form's message, one message per field, the values kept. */
export function refusalReply(
  message: string | null,
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  if (message) error[""] = [message];
  for (const [name, text] of Object.entries(fieldErrors)) error[name] = [text];
  return { status: "error", error, initialValue: values };
}

/** An enquiry answer as a person reads it: the thank-you, or the messages and the values kept. */
export function enquiryView(answer: EnquiryAnswer) {
  return answer.sent
    ? ({ ok: true, message: answer.sent } as const)
    : ({ ok: false, ...replyView(answer.reply) } as const);
}
