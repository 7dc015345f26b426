import { changeOrder, type On } from "./change.ts";
import { alreadyDone } from "./lookup.ts";

/**
 * A pending order is paid and the course becomes the buyer's. Once: one
 * conditional UPDATE decides, so a double click or a colleague is refused and
 * nothing changes.
 */
export function confirmOrder(on: On<number>) {
  const id = on.target;
  return changeOrder(on, async (trx, order) => {
    const paid = await trx
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    if (!paid) throw await alreadyDone(trx, id);
    const purchase = await trx
      .insertInto("purchased_services")
      .values({ user_id: order.user_id, service_id: order.service_id, order_id: id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      action: "confirm-order",
      before: { order: id, status: "pending" },
      after: { order: id, status: "paid", purchase: purchase.id },
    };
  });
}
