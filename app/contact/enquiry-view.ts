import { replyView } from "~/forms/reply-view";
import type { EnquiryAnswer } from "./enquiry-answer";

/** An enquiry answer as a person reads it: the thank-you, or the messages and the values kept. */
export function enquiryView(answer: EnquiryAnswer) {
  return answer.sent
    ? ({ ok: true, message: answer.sent } as const)
    : ({ ok: false, ...replyView(answer.reply) } as const);
}
