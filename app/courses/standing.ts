import type { Order, Purchase } from "#contract/wire.ts";

/**
 * Where the member stands with a course: bought it (and which purchase opens it), has an order
 * waiting for payment, or neither. Computed on the server so the page never receives the member's
 * whole order history.
 */
export type CourseStanding =
  | { kind: "owned"; purchaseId: number }
  | { kind: "pending"; orderId: number; placedAt: string }
  | { kind: "open" };

export function standingOf(
  courseId: number,
  purchases: readonly Pick<Purchase, "id" | "service">[],
  orders: readonly Pick<Order, "id" | "service" | "status" | "created_at">[],
): CourseStanding {
  const purchase = purchases.find((item) => item.service.id === courseId);
  if (purchase) return { kind: "owned", purchaseId: purchase.id };
  const pending = orders.find((order) => order.service === courseId && order.status === "pending");
  if (pending) return { kind: "pending", orderId: pending.id, placedAt: pending.created_at };
  return { kind: "open" };
}
