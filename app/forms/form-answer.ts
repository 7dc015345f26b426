import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form action answers, in a module the browser may import: the actions build it on the
 * server, the forms read it.
 */

/** Conform's reply: values kept, messages by field. */
export type FormReply = SubmissionResult<string[]>;

/** A form's answer: the reply it shows beside its fields. */
export interface FormAnswer {
  reply: FormReply;
}
