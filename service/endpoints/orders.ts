import { OrderSchema } from "#contract/schemas.ts";
import { authenticate, authenticateProPmt } from "../auth/authenticate.ts";
import type { ServiceContext } from "../context.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import { readValid } from "../http/body.ts";
import { type ApiError, fail, json } from "../http/responses.ts";
import { serializeOrder } from "./serializers.ts";

const ALREADY_ORDERED = "You already have an order for this course.";
const ALREADY_OWNED = "You already own this course.";

/** Ends the transaction (rolling it back) with an answer for the client. */
class Declined extends Error {
  readonly error: ApiError;

  constructor(error: ApiError) {
    super("declined");
    this.error = error;
  }
}

/**
 * POST api/orders/ {service, pay_with_coins}: with coins when asked and the
 * balance covers the coin price (deduct, mark paid, create the purchase, in
 * one transaction), otherwise a pending order for manual payment.
 */
export async function createOrder(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticateProPmt(request, context);
  const form = await readValid(request, OrderSchema);
  const service = await context.db
    .selectFrom("pmt_services")
    .select(["id", "title", "price", "coin_price"])
    .where("id", "=", form.service)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!service)
    throw fail.field("service", `Invalid pk "${form.service}" - object does not exist.`);

  try {
    const order = await context.db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom("purchased_services")
        .select("id")
        .where("user_id", "=", user.id)
        .where("service_id", "=", service.id)
        .executeTakeFirst();
      if (owned) throw new Declined(fail.field("non_field_errors", ALREADY_OWNED));

      if (form.pay_with_coins) {
        // One conditional UPDATE: concurrent orders can never take the balance below zero.
        const charged = await changeBalance(trx, {
          userId: user.id,
          change: -service.coin_price,
          reason: `Paid for “${service.title}”`,
          actor: user.email,
        });
        if (charged === null) {
          const { abc_coins } = await trx
            .selectFrom("users")
            .select("abc_coins")
            .where("id", "=", user.id)
            .executeTakeFirstOrThrow();
          throw new Declined(
            fail.field(
              "pay_with_coins",
              `Your balance of ${abc_coins} coins does not cover this course (${service.coin_price} coins).`,
            ),
          );
        }
        const paid = await trx
          .insertInto("orders")
          .values({
            user_id: user.id,
            service_id: service.id,
            amount: "0.00",
            coins: service.coin_price,
            paid_with: "coins",
            status: "paid",
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const purchase = await trx
          .insertInto("purchased_services")
          .values({ user_id: user.id, service_id: service.id, order_id: paid.id })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { ...paid, purchase: purchase.id };
      }
      const pending = await trx
        .insertInto("orders")
        .values({
          user_id: user.id,
          service_id: service.id,
          amount: service.price,
          coins: 0,
          paid_with: "manual",
          status: "pending",
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...pending, purchase: null };
    });
    // The balance may have changed: the next bearer check reads it again.
    context.users.invalidate(user.id);
    return json(serializeOrder({ ...order, service_title: service.title }), 201);
  } catch (error) {
    if (error instanceof Declined) throw error.error;
    if ((error as { code?: string }).code === "23505")
      throw fail.field("non_field_errors", ALREADY_ORDERED);
    throw error;
  }
}

/** GET api/orders/: the caller's own orders, newest first. */
export async function listOrders(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticate(request, context);
  const orders = await context.db
    .selectFrom("orders")
    .innerJoin("pmt_services", "pmt_services.id", "orders.service_id")
    .leftJoin("purchased_services", "purchased_services.order_id", "orders.id")
    .selectAll("orders")
    .select(["pmt_services.title as service_title", "purchased_services.id as purchase"])
    .where("orders.user_id", "=", user.id)
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc")
    .execute();
  return json(orders.map(serializeOrder));
}
