import type { StaffIntent } from "./staff-action.server";

/** Confirm and cancel an order: the orders page's forms and a person's page's. */
export const orderIntents: Record<"confirm" | "cancel", StaffIntent> = {
  confirm: {
    send: (staff, id) => staff.confirm(id),
    done: (form) =>
      `Order ${form.get("record")} confirmed: the course is the buyer's, who has been told by e-mail.`,
  },
  cancel: {
    send: (staff, id) => staff.cancel(id),
    done: (form) => `Order ${form.get("record")} cancelled. The buyer has been told by e-mail.`,
  },
};
