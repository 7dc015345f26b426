import { ORDER_STATUSES, type OrderStatusName } from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf } from "../db/attention.ts";
import { idOf, PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { fail, json } from "../http/responses.ts";
import { cancelOrder } from "../operations/cancel-order.ts";
import { confirmOrder } from "../operations/confirm-order.ts";
import { staffOrders } from "../operations/lookup.ts";
import { actorOf, forConsole } from "./staff-operation.ts";

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
  const order = await forConsole(confirmOrder(context.db, actorOf(staff), id));
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
  const order = await forConsole(cancelOrder(context.db, actorOf(staff), id));
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
