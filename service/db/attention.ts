import { type SelectQueryBuilder, sql } from "kysely";
import type { ServiceDb } from "./database.ts";
import type { Database } from "./schema.ts";

/**
 * What needs a staff member's look (decision 0032), defined once: the
 * overview counts these, and the staff lists show them.
 */
export const registrationsNeedingALook = (db: ServiceDb) =>
  db
    .selectFrom("users")
    .where("role", "=", "member")
    .where("reviewed_at", "is", null)
    .where("is_active", "=", true);

export const ordersAwaitingPayment = (db: ServiceDb) =>
  db.selectFrom("orders").where("status", "=", "pending");

export const enquiriesWithoutAnswer = (db: ServiceDb) =>
  db.selectFrom("enquiries").where("answered_at", "is", null);

/** How many rows a query of the above (or any plain selection) matches. */
export async function countOf<Table extends keyof Database>(
  query: SelectQueryBuilder<Database, Table, object>,
): Promise<number> {
  const row = await query.select(sql<string>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}
