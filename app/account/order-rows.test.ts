import { describe, expect, it } from "vitest";
import type { Order, Purchase } from "#contract/wire.ts";
import { orderRows } from "./order-rows";

const order = (id: number, fields: Partial<Order> = {}): Order => ({
  id,
  service: 1,
  service_title: `Course ${id}`,
  amount: "2499.00",
  coins: 0,
  paid_with: "manual",
  purchase: null,
  status: "pending",
  created_at: "2025-03-01T06:00:00.000Z",
  ...fields,
});

const purchase = (id: number, orderId: number) =>
  ({ id, order: orderId, purchased_at: "2025-03-01T06:00:00.000Z", service: {} }) as Purchase;

describe("orderRows", () => {
  it("sorts newest first (the id breaks a tie) and says what was paid", () => {
    const rows = orderRows(
      [
        order(1, { created_at: "2025-01-01T00:00:00.000Z" }),
        order(3, { paid_with: "coins", coins: 30, amount: "0.00", status: "paid" }),
        order(2),
      ],
      null,
    );
    expect(rows.map((row) => [row.id, row.payment, row.statusLabel])).toEqual([
      [3, "30 coins", "Paid"],
      [2, "₹2,499", "Pending"],
      [1, "₹2,499", "Pending"],
    ]);
  });

  it("links a bought course through its purchase, and only when purchases are given", () => {
    const orders = [order(4, { status: "paid" }), order(5, { status: "cancelled" })];
    const withLinks = orderRows(orders, [purchase(40, 4)]);
    // Same date: the higher id (5) comes first.
    expect(withLinks.map((row) => [row.id, row.coursePath])).toEqual([
      [5, null],
      [4, "/my-courses/40"],
    ]);
    expect(orderRows(orders, null).map((row) => row.coursePath)).toEqual([null, null]);
    expect(withLinks[0]?.statusLabel).toBe("Cancelled");
  });

  it("shows an unknown status as the service wrote it, never blank", () => {
    const [row] = orderRows([order(6, { status: "refunded" as Order["status"] })], null);
    expect(row?.statusLabel).toBe("refunded");
  });
});
