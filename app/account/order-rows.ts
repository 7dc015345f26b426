import type { Course, Order, Purchase } from "#contract/wire.ts";
import { myCoursePath } from "~/courses/links";
import { formatCoins, formatDate, formatRupees } from "~/lib/format";

/**
 * What the orders table shows for each order, worked out once from the service's answers: the
 * status in words, what was paid and, for a paid course the member can open, where it lives.
 */

/** What a cell says when the backend's answer leaves the value out. */
const NOT_STATED = "Not stated";

const ORDER_STATUS_LABELS: Record<string, string> = {
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
 * `purchases` is the member's purchased courses, or null when they may not open courses (no
 * pro_pmt): then no course links at all. `courses` (the catalogue, when the member may read it)
 * names courses the orders only number.
 */
export function orderRows(
  orders: readonly Order[],
  purchases: readonly Purchase[] | null,
  courses: readonly Course[] | null = null,
) {
  const purchaseOfOrder = new Map((purchases ?? []).map((purchase) => [purchase.order, purchase]));
  // Our service names the course on each order; other backends give its id: look it up.
  const titleOfCourse = new Map(
    [...(courses ?? []), ...(purchases ?? []).map((purchase) => purchase.service)].map((course) => [
      course.id,
      course.title,
    ]),
  );
  return [...orders].sort(newestFirst).map((order): OrderRow => {
    const purchase = purchaseOfOrder.get(order.id);
    return {
      id: order.id,
      course:
        order.service_title ??
        (order.service !== null ? titleOfCourse.get(order.service) : undefined) ??
        (order.service !== null ? `Course #${order.service}` : "A course"),
      coursePath: purchase ? myCoursePath(purchase.id) : null,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
      payment:
        order.paid_with === "coins" && order.coins !== null
          ? formatCoins(order.coins)
          : order.amount !== null
            ? formatRupees(order.amount)
            : NOT_STATED,
      date: formatDate(order.created_at),
      dateTime: order.created_at,
    };
  });
}
