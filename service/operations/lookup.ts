import { ALREADY_DONE, NO_SUCH_ACCOUNT, NO_SUCH_ORDER } from "#contract/staff-refusals.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { Refusal } from "./refusal.ts";

/** The person an operation is for: the console knows their id, a terminal their e-mail. */
export type PersonRef = { id: number } | { email: string };

export async function personOf(db: ServiceDb, ref: PersonRef): Promise<User> {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) =>
      "id" in ref
        ? eb("id", "=", ref.id)
        : eb(eb.fn("lower", ["email"]), "=", ref.email.toLowerCase()),
    )
    .executeTakeFirst();
  if (!user) throw new Refusal("not-found", NO_SUCH_ACCOUNT);
  return user;
}

/** An order as staff read it: with its buyer (users) and its course (pmt_services). */
export const STAFF_ORDER_COLUMNS = [
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
] as const;

/** Orders with their buyer and course, newest first, as staff read them (console and terminal). */
export function staffOrders(db: ServiceDb) {
  return db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .innerJoin("pmt_services", "pmt_services.id", "orders.service_id")
    .select(STAFF_ORDER_COLUMNS)
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc");
}

export async function orderOf(db: ServiceDb, id: number) {
  const order = await staffOrders(db).where("orders.id", "=", id).executeTakeFirst();
  if (!order) throw new Refusal("not-found", NO_SUCH_ORDER);
  return order;
}

export type StaffOrderRow = Awaited<ReturnType<typeof orderOf>>;

/** The refusal of a colleague's (or a double click's) change that came first: the status it left. */
export async function alreadyDone(db: ServiceDb, id: number): Promise<Refusal> {
  // Read again: under concurrency the status read before the UPDATE may be stale by now.
  const now = await db
    .selectFrom("orders")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return new Refusal("conflict", ALREADY_DONE(now?.status ?? "changed"));
}
