import { BALANCE_TOO_HIGH, PAID_BY_ARRANGEMENT } from "#contract/staff-refusals.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import { changeOrder, type On } from "./change.ts";
import { alreadyDone } from "./lookup.ts";
import { Refusal } from "./refusal.ts";

/**
 * A pending order is cancelled; a course paid with coins is taken back and the
 * coins returned (a ledger line). A course paid by arrangement is refused: its
 * money comes back outside the portal; one whose coins would take the buyer's
 * balance past the largest is refused too. Once, under double clicks and
 * concurrent staff. The result holds the coins given back.
 */
export function cancelOrder(on: On<number>) {
  const id = on.target;
  return changeOrder(on, async (trx, order) => {
    if (order.status === "paid" && order.paid_with === "manual") {
      throw new Refusal("conflict", PAID_BY_ARRANGEMENT);
    }
    const cancelled = await trx
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", id)
      .where("status", "=", order.status)
      .where("status", "!=", "cancelled")
      .returning("id")
      .executeTakeFirst();
    if (!cancelled) throw await alreadyDone(trx, id);
    let refunded = 0;
    if (order.status === "paid") {
      await trx.deleteFrom("purchased_services").where("order_id", "=", id).execute();
      const balance = await changeBalance(trx, {
        userId: order.user_id,
        change: order.coins,
        reason: `Refund for cancelled order ${id} (“${order.service_title}”)`,
        actor: on.actor.label,
      });
      // The coins cannot go back (the buyer's balance would pass the largest): the order stays.
      if (balance === null) {
        const buyer = await trx
          .selectFrom("users")
          .select("abc_coins")
          .where("id", "=", order.user_id)
          .executeTakeFirstOrThrow();
        throw new Refusal("conflict", BALANCE_TOO_HIGH(buyer.abc_coins));
      }
      refunded = order.coins;
    }
    return {
      action: "cancel-order",
      before: { order: id, status: order.status },
      after: { order: id, status: "cancelled", ...(refunded ? { refunded_coins: refunded } : {}) },
      refunded,
    };
  });
}
