import { type Insertable, sql } from "kysely";
import type { Database } from "../../service/db/schema.ts";
import type { ServiceDb } from "../../service/index.ts";

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

export async function addOrder(db: ServiceDb, order: Insertable<Database["orders"]>) {
  return db.insertInto("orders").values(order).returningAll().executeTakeFirstOrThrow();
}

export async function addPurchase(
  db: ServiceDb,
  purchase: Insertable<Database["purchased_services"]>,
) {
  return db
    .insertInto("purchased_services")
    .values(purchase)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function enquiries(db: ServiceDb) {
  return db.selectFrom("enquiries").selectAll().orderBy("id").execute();
}

/** A course paid by arrangement (the team marks the order paid): its paid order and its purchase. */
export async function grantCourse(
  db: ServiceDb,
  { userId, serviceId, at }: { userId: number; serviceId: number; at: Date },
) {
  const course = await db
    .selectFrom("pmt_services")
    .select("price")
    .where("id", "=", serviceId)
    .executeTakeFirstOrThrow();
  const order = await addOrder(db, {
    user_id: userId,
    service_id: serviceId,
    amount: course.price,
    coins: 0,
    paid_with: "manual",
    status: "paid",
    created_at: at,
  });
  return addPurchase(db, {
    user_id: userId,
    service_id: serviceId,
    order_id: order.id,
    purchased_at: at,
  });
}

/** Dates a member's orders and purchases (the seed's are dated when the template was made). */
export async function backdate(db: ServiceDb, userId: number, at: Date) {
  // Kysely's types keep these columns as the database set them: the test dates them in SQL.
  await sql`update orders set created_at = ${at} where user_id = ${userId}`.execute(db);
  await sql`update purchased_services set purchased_at = ${at} where user_id = ${userId}`.execute(
    db,
  );
}

/** Dates when a member joined (the seed's members joined when the template was made). */
export async function joinedOn(db: ServiceDb, email: string, at: Date) {
  await sql`update users set date_joined = ${at} where email = ${email}`.execute(db);
}
