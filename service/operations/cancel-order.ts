import { PAID_BY_ARRANGEMENT } from "#contract/staff-refusals.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import { writeAudit } from "../ops/audit.ts";
import { alreadyDone, orderOf, type StaffOrderRow } from "./lookup.ts";
import { type Actor, Refusal } from "./refusal.ts";

/**
 * A pending order is cancelled; a course paid with coins is taken back and the
 * coins returned (a ledger line). A course paid by arrangement is refused: its
 * money comes back outside the portal. Once, under double clicks and
 * concurrent staff; audited. Returns the order and the coins given back.
 */
export async function cancelOrder(
  db: ServiceDb,
  actor: Actor,
  orderId: number,
): Promise<StaffOrderRow & { refunded: number }> {
  return db.transaction().execute(async (trx) => {
    const found = await orderOf(trx, orderId);
    if (found.status === "paid" && found.paid_with === "manual") {
      throw new Refusal("conflict", PAID_BY_ARRANGEMENT);
    }
    const cancelled = await trx
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", orderId)
      .where("status", "=", found.status)
      .where("status", "!=", "cancelled")
      .returning("id")
      .executeTakeFirst();
    if (!cancelled) throw await alreadyDone(trx, orderId);
    let refunded = 0;
    if (found.status === "paid") {
      await trx.deleteFrom("purchased_services").where("order_id", "=", orderId).execute();
      await changeBalance(trx, {
        userId: found.user_id,
        change: found.coins,
        reason: `Refund for cancelled order ${orderId} (“${found.service_title}”)`,
        actor: actor.label,
      });
      refunded = found.coins;
    }
    await writeAudit(trx, {
      actor: actor.label,
      action: "cancel-order",
      subject: found.email,
      before: { order: orderId, status: found.status },
      after: {
        order: orderId,
        status: "cancelled",
        ...(refunded ? { refunded_coins: refunded } : {}),
      },
    });
    return { ...found, refunded };
  });
}
