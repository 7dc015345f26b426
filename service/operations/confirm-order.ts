import type { ServiceDb } from "../db/database.ts";
import { writeAudit } from "../ops/audit.ts";
import { alreadyDone, orderOf, type StaffOrderRow } from "./lookup.ts";
import type { Actor } from "./refusal.ts";

/**
 * A pending order is paid and the course becomes the buyer's, in one
 * transaction; audited. Once: one conditional UPDATE decides, so a double
 * click or a colleague is refused and nothing changes. Returns the order.
 */
export async function confirmOrder(
  db: ServiceDb,
  actor: Actor,
  orderId: number,
): Promise<StaffOrderRow> {
  return db.transaction().execute(async (trx) => {
    const found = await orderOf(trx, orderId);
    const paid = await trx
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", orderId)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    if (!paid) throw await alreadyDone(trx, orderId);
    const purchase = await trx
      .insertInto("purchased_services")
      .values({ user_id: found.user_id, service_id: found.service_id, order_id: orderId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor: actor.label,
      action: "confirm-order",
      subject: found.email,
      before: { order: orderId, status: "pending" },
      after: { order: orderId, status: "paid", purchase: purchase.id },
    });
    return found;
  });
}
