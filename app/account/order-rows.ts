import { formatCoins, formatRupees } from "~/courses/format";
import { myCoursePath } from "~/courses/links";
import { formatDate } from "~/lib/format";
import type { Order, Purchase } from "~/session/service-api.server";

/**
 * What the orders table shows for each order, worked out once from the
 * service's answers: the status in words, what was paid and, for a paid
 * course the member can open, where it lives.
 */

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  cancelled: "Cancelled",
};

export interface OrderRow {
  id: number;
  course: string;
  /** /my-courses/{purchase id} for a bought course the member may open; otherwise null. */
  coursePath: string | null;
  /** The service's status ("pending", "paid", "cancelled"): also the badge's style. */
  status: string;
  statusLabel: string;
  /** "₹4,999" or "30 coins". */
  payment: string;
  date: string;
  /** The machine-readable date, for <time dateTime>. */
  dateTime: string;
}

const newestFirst = (a: Order, b: Order) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * `purchases` is the member's purchased courses, or null when they may not
 * open courses (no pro_pmt): then no course links at all.
 */
export function orderRows(orders: readonly Order[], purchases: readonly Purchase[] | null) {
  const purchaseOfOrder = new Map((purchases ?? []).map((purchase) => [purchase.order, purchase]));
  return [...orders].sort(newestFirst).map((order): OrderRow => {
    const purchase = purchaseOfOrder.get(order.id);
    return {
      id: order.id,
      course: order.service_title,
      coursePath: purchase ? myCoursePath(purchase.id) : null,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
      payment: order.paid_with === "coins" ? formatCoins(order.coins) : formatRupees(order.amount),
      date: formatDate(order.created_at),
      dateTime: order.created_at,
    };
  });
}
