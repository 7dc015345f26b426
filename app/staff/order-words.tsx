import type { OrderStatusName, StaffOrder } from "#contract/staff.ts";
import { formatCoins, formatRupees } from "~/lib/format";

export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  cancelled: "Cancelled",
};

export function OrderPayment({
  order,
}: {
  order: Pick<StaffOrder, "paid_with" | "coins" | "amount">;
}) {
  return order.paid_with === "coins"
    ? formatCoins(order.coins)
    : `${formatRupees(order.amount)} by arrangement`;
}
