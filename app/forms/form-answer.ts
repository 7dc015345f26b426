import type { SubmissionResult } from "@conform-to/react";

/** A module the browser may import. */

export type FormReply = SubmissionResult<string[]>;

export interface FormAnswer {
  reply: FormReply;
}
