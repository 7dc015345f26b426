import { describe, expect, it } from "vitest";
import { standingOf } from "./standing";

const purchase = (id: number, course: number) => ({ id, service: { id: course } }) as never;
const order = (id: number, course: number, status: string) =>
  ({ id, service: course, status, created_at: "2026-03-01T10:00:00.000Z" }) as never;

describe("standingOf", () => {
  it("owned: the purchase that opens the course, whatever its orders say", () => {
    expect(standingOf(3, [purchase(10, 2), purchase(11, 3)], [order(5, 3, "paid")])).toEqual({
      kind: "owned",
      purchaseId: 11,
    });
  });

  it("pending: the order waiting for payment", () => {
    expect(
      standingOf(3, [purchase(10, 2)], [order(4, 3, "cancelled"), order(5, 3, "pending")]),
    ).toEqual({
      kind: "pending",
      orderId: 5,
      placedAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("open: no purchase and no live order (a cancelled one does not count)", () => {
    expect(
      standingOf(3, [purchase(10, 2)], [order(4, 3, "cancelled"), order(6, 2, "pending")]),
    ).toEqual({
      kind: "open",
    });
  });
});
