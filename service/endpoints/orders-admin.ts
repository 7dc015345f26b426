import { ORDERS_DEFAULT_SORT, OrdersQuerySchema } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { idOf } from "../http/paging.ts";
import { json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { cancelOrder } from "../operations/cancel-order.ts";
import { confirmOrder } from "../operations/confirm-order.ts";
import { orderOf, STAFF_ORDER_COLUMNS } from "../operations/lookup.ts";
import { holdingWords, isoTime, queryOf, sortKey, staffList } from "./staff-list.ts";
import { byStaff, forConsole } from "./staff-operation.ts";

const SORT_COLUMNS = {
  number: "orders.id",
  amount: "orders.amount",
  placed: "orders.created_at",
} as const;

export const listOrdersForStaff = staffList(
  (url, db) => {
    const { q, status, paid_with, sort } = queryOf(url, OrdersQuerySchema);
    let chosen = db.selectFrom("orders").innerJoin("users", "users.id", "orders.user_id");
    if (status) chosen = chosen.where("orders.status", "=", status);
    if (paid_with) chosen = chosen.where("orders.paid_with", "=", paid_with);
    if (q !== "") {
      const number = /^#?\s*(\d{1,9})$/.exec(q)?.[1];
      chosen = chosen.where((eb) =>
        eb.or([
          ...(number ? [eb("orders.id", "=", Number(number))] : []),
          ...holdingWords(eb, ["users.name", "users.email"], q),
        ]),
      );
    }
    const [column, direction] = sortKey(sort ?? ORDERS_DEFAULT_SORT);
    const rows = chosen
      .innerJoin("pmt_services", "pmt_services.id", "orders.service_id")
      .select(STAFF_ORDER_COLUMNS)
      .orderBy(SORT_COLUMNS[column], direction)
      .orderBy("orders.id", direction);
    return { chosen, rows };
  },
  (row) => ({ ...row, created_at: isoTime(row.created_at) }),
);

export const showOrderForStaff: Handler<ServiceContext> = async (request, context, params) => {
  await authenticateStaff(request, context);
  const order = await forConsole(orderOf(context.db, idOf(params)));
  return json({ ...order, created_at: isoTime(order.created_at) });
};

/** One conditional UPDATE decides: a double click or a colleague gets a 409. */
export const confirmOrderForStaff: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  // Mailed in the operation's transaction: both or neither.
  await forConsole(
    context.db.transaction().execute(async (trx) => {
      const { found: order } = await confirmOrder(byStaff({ ...context, db: trx }, staff, id));
      await context.mailer.send(
        {
          to: order.email,
          subject: `Your course is ready: ${order.service_title}`,
          text: `Dear ${order.name},\n\nWe have received your payment for “${order.service_title}” (order ${order.id}).\nThe course is now in My Courses: sign in to start.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
        },
        trx,
      );
    }),
  );
  context.mailer.wake();
  return json({ id, status: "paid" });
};

/** Paid by arrangement is refused (409): that money comes back outside the portal. */
export const cancelOrderForStaff: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { found: order, refunded } = await forConsole(
    context.db.transaction().execute(async (trx) => {
      const done = await cancelOrder(byStaff({ ...context, db: trx }, staff, id));
      await context.mailer.send(
        {
          to: done.found.email,
          subject: `Your order ${done.found.id} is cancelled`,
          text: `Dear ${done.found.name},\n\nYour order ${done.found.id} for “${done.found.service_title}” is cancelled.${done.refunded ? `\n${done.refunded} coins are back in your balance.` : ""}\nIf this is a surprise, reply to this e-mail.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
        },
        trx,
      );
      return done;
    }),
  );
  context.users.invalidate(order.user_id);
  context.mailer.wake();
  return json({ id, status: "cancelled", refunded_coins: refunded });
};
