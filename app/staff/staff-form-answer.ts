import type { ConfirmRequest } from "~/forms/confirm-words";
import type { FormAnswer } from "~/forms/form-answer";

export interface StaffFormAnswer extends FormAnswer {
  form: string;
  confirm?: ConfirmRequest;
  /** Its form may be gone by now: the record changed. */
  confirmed?: boolean;
}
