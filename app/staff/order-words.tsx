import type { OrderStatusName, StaffOrder } from "#contract/staff.ts";

export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  cancelled: "Cancelled",
};

/** How an order is (to be) paid, in words. */
export function OrderPayment({
  order,
}: {
  order: Pick<StaffOrder, "paid_with" | "coins" | "amount">;
}) {
  return order.paid_with === "coins" ? (
    <>{order.coins} coins</>
  ) : (
    <>₹{order.amount} by arrangement</>
  );
}
