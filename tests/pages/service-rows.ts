import type { Insertable } from "kysely";
import type { ServiceDb } from "../../service/index.ts";
import type { OrdersTable, PurchasedServicesTable } from "../../service/db/schema.ts";

/**
 * What a route test reads from, or puts into, the real service's database:
 * the rows themselves, so that a page's test checks what the service did.
 */

export function userRow(db: ServiceDb, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

export function ordersOf(db: ServiceDb, userId: number) {
  return db.selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

export function purchasesOf(db: ServiceDb, userId: number) {
  return db
    .selectFrom("purchased_services")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

export async function allOrders(db: ServiceDb) {
  return db.selectFrom("orders").selectAll().orderBy("id").execute();
}

export async function addOrder(db: ServiceDb, order: Insertable<OrdersTable>) {
  return db.insertInto("orders").values(order).returningAll().executeTakeFirstOrThrow();
}

export async function addPurchase(db: ServiceDb, purchase: Insertable<PurchasedServicesTable>) {
  return db
    .insertInto("purchased_services")
    .values(purchase)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function enquiries(db: ServiceDb) {
  return db.selectFrom("enquiries").selectAll().orderBy("id").execute();
}
