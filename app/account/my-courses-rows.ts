import type { Order, Purchase } from "#contract/wire.ts";
import { myCoursePath } from "~/courses/links";
import { formatDate } from "~/lib/format";
import { webHref } from "~/lib/href";

/**
 * What /my-courses shows for each course the member bought, worked out once from the service's
 * answers: its title, picture, when it was bought and, when the member may open courses (pro_pmt),
 * where it lives.
 */

export interface CourseRow {
  /** The purchase's id, or the paid order's when the purchases could not be read. */
  key: string;
  title: string;
  /** A picture on this site or the web; null without one. */
  image: string | null;
  /** "1 February 2025" in India's time; empty when the backend does not say. */
  bought: string;
  /** The machine-readable date, for <time dateTime>. */
  boughtIso: string;
  /** /my-courses/{purchase id} when the member may open it; otherwise null. */
  path: string | null;
}

const newestFirst = (a: { at: string; id: number }, b: { at: string; id: number }) =>
  (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0) || b.id - a.id;

/** The member's purchases, newest first; links only when `canOpen` (pro_pmt). */
export function purchaseRows(purchases: readonly Purchase[], canOpen: boolean): CourseRow[] {
  return purchases
    .map((purchase) => ({ at: purchase.purchased_at, id: purchase.id, purchase }))
    .sort(newestFirst)
    .map(({ purchase }) => ({
      key: `purchase-${purchase.id}`,
      title: purchase.service.title,
      image: webHref(purchase.service.image),
      bought: formatDate(purchase.purchased_at),
      boughtIso: purchase.purchased_at,
      path: canOpen ? myCoursePath(purchase.id) : null,
    }));
}

/**
 * The courses a member's paid orders bought, for when the purchases cannot be read (our service
 * lists them only to pro_pmt holders): no picture, no link.
 */
export function paidOrderRows(orders: readonly Order[]): CourseRow[] {
  return orders
    .filter((order) => order.status === "paid")
    .map((order) => ({ at: order.created_at, id: order.id, order }))
    .sort(newestFirst)
    .map(({ order }) => ({
      key: `order-${order.id}`,
      title:
        order.service_title ?? (order.service !== null ? `Course #${order.service}` : "A course"),
      image: null,
      bought: formatDate(order.created_at),
      boughtIso: order.created_at,
      path: null,
    }));
}
