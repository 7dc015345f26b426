import type { BulkAnswer } from "#contract/staff-lists.ts";
import type { StaffFormAnswer } from "./staff-form-answer";

export interface BulkFormAnswer extends StaffFormAnswer {
  summary?: { done: string; refused: BulkAnswer["refused"] };
}
