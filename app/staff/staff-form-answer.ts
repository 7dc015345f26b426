import type { FormAnswer } from "~/forms/form-answer";
import type { ConfirmRequest } from "./confirm-words";

export interface StaffFormAnswer extends FormAnswer {
  form: string;
  confirm?: ConfirmRequest;
  /** Its form may be gone by now: the record changed. */
  confirmed?: boolean;
}
