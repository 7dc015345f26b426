import { ORDER_STATUSES, type OrderStatusName } from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf } from "../db/attention.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import { idOf, PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import { writeAudit } from "../ops/audit.ts";

export const ALREADY_DONE = (status: string) =>
  `This order is already ${status}: nothing was changed.`;
export const PAID_BY_ARRANGEMENT =
  "This order was paid by arrangement: refund the payment with the buyer first, then cancel it by hand.";

/** Orders with their buyer and course, newest first, as staff read them. */
export function staffOrders(db: ServiceDb) {
  return db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .innerJoin("pmt_services", "pmt_services.id", "orders.service_id")
    .select([
      "orders.id",
      "orders.user_id",
      "users.email",
      "users.name",
      "orders.service_id",
      "pmt_services.title as service_title",
      "orders.amount",
      "orders.coins",
      "orders.paid_with",
      "orders.status",
      "orders.created_at",
    ])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc");
}

/** GET admin/orders/?status=&page= (staff): orders, newest first; one status when given. */
export async function listOrdersForStaff(request: Request, context: ServiceContext) {
  await authenticateStaff(request, context);
  const url = new URL(request.url);
  const page = pageOf(url);
  const status = url.searchParams.get("status");
  if (status !== null && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw fail.field("status", 'Use "pending", "paid", "cancelled", or leave it out.');
  }
  const counted = context.db.selectFrom("orders");
  const [count, rows] = await Promise.all([
    countOf(status ? counted.where("status", "=", status as OrderStatusName) : counted),
    (status
      ? staffOrders(context.db).where("orders.status", "=", status as OrderStatusName)
      : staffOrders(context.db)
    )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const results = rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
  }));
  return json(pageBody(url, page, count, results));
}

/** The 409 of a colleague's (or a double click's) change that came first: the status it left. */
async function alreadyDone(db: ServiceDb, id: number): Promise<ApiError> {
  // Read again: under concurrency the status read before the UPDATE may be stale by now.
  const now = await db
    .selectFrom("orders")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return new ApiError(409, { detail: ALREADY_DONE(now?.status ?? "changed") });
}

async function orderOf(db: ServiceDb, id: number) {
  const order = await staffOrders(db).where("orders.id", "=", id).executeTakeFirst();
  if (!order) throw fail.notFound();
  return order;
}

/**
 * POST admin/orders/:id/confirm/ (staff): a pending order is paid; the course
 * becomes the buyer's, who is told by e-mail. Once: one conditional UPDATE
 * decides, so a double click or a colleague gets a 409 and nothing changes.
 */
export async function confirmOrderForStaff(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const order = await context.db.transaction().execute(async (trx) => {
    const found = await orderOf(trx, id);
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
      .values({ user_id: found.user_id, service_id: found.service_id, order_id: id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor: staff.email,
      action: "confirm-order",
      subject: found.email,
      before: { order: id, status: "pending" },
      after: { order: id, status: "paid", purchase: purchase.id },
    });
    return found;
  });
  context.later(() =>
    context.mailer.send({
      to: order.email,
      subject: `Your course is ready: ${order.service_title}`,
      text: `Dear ${order.name},\n\nWe have received your payment for “${order.service_title}” (order ${order.id}).\nThe course is now in My Courses: sign in to start.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
    }),
  );
  return json({ id, status: "paid" });
}

/**
 * POST admin/orders/:id/cancel/ (staff): a pending order is cancelled; a
 * course paid with coins is taken back and the coins returned (a ledger
 * line). A course paid by arrangement is refused (409): its money comes back
 * outside the portal. Once, under double clicks and concurrent staff.
 */
export async function cancelOrderForStaff(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const order = await context.db.transaction().execute(async (trx) => {
    const found = await orderOf(trx, id);
    if (found.status === "paid" && found.paid_with === "manual") {
      throw new ApiError(409, { detail: PAID_BY_ARRANGEMENT });
    }
    const cancelled = await trx
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", id)
      .where("status", "=", found.status)
      .where("status", "!=", "cancelled")
      .returning("id")
      .executeTakeFirst();
    if (!cancelled) throw await alreadyDone(trx, id);
    let refunded = 0;
    if (found.status === "paid") {
      await trx.deleteFrom("purchased_services").where("order_id", "=", id).execute();
      await changeBalance(trx, {
        userId: found.user_id,
        change: found.coins,
        reason: `Refund for cancelled order ${id} (“${found.service_title}”)`,
        actor: staff.email,
      });
      refunded = found.coins;
    }
    await writeAudit(trx, {
      actor: staff.email,
      action: "cancel-order",
      subject: found.email,
      before: { order: id, status: found.status },
      after: { order: id, status: "cancelled", ...(refunded ? { refunded_coins: refunded } : {}) },
    });
    return { ...found, refunded };
  });
  context.users.invalidate(order.user_id);
  context.later(() =>
    context.mailer.send({
      to: order.email,
      subject: `Your order ${order.id} is cancelled`,
      text: `Dear ${order.name},\n\nYour order ${order.id} for “${order.service_title}” is cancelled.${order.refunded ? `\n${order.refunded} coins are back in your balance.` : ""}\nIf this is a surprise, reply to this e-mail.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
    }),
  );
  return json({ id, status: "cancelled", refunded_coins: order.refunded });
}
