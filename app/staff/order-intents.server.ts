import { askBeforeCancel } from "./confirm-questions.server";
import type { StaffIntent } from "./staff-action.server";

export const orderIntents: Record<"confirm" | "cancel", StaffIntent> = {
  confirm: {
    send: (staff, id) => staff.confirm(id),
    done: (_body, id) =>
      `Order ${id} confirmed: the course is the buyer's, who has been told by e-mail.`,
  },
  cancel: {
    confirm: askBeforeCancel,
    send: (staff, id) => staff.cancel(id),
    done: (_body, id) => `Order ${id} cancelled. The buyer has been told by e-mail.`,
  },
};
