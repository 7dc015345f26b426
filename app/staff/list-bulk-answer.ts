import type { BulkAnswer } from "#contract/staff-lists.ts";
import type { StaffFormAnswer } from "./staff-form-answer";

/** What a bulk form is answered with: its reply and, when someone was refused, the summary. */
export interface BulkFormAnswer extends StaffFormAnswer {
  summary?: { done: string; refused: BulkAnswer["refused"] };
}
