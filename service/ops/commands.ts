import { ENTITLEMENTS } from "#contract/entitlements.ts";
import type { ServiceDb } from "../db/database.ts";
import { staffOrders } from "../operations/lookup.ts";

/** What only a terminal has: its own refusals (of files, folders) and its tables of rows. */

export class OpsError extends Error {
  override name = "OpsError";
}

export function listUsers(db: ServiceDb) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "abc_coins", "is_staff", "date_joined", ...ENTITLEMENTS])
    .orderBy("id")
    .execute();
}

export function listEnquiries(db: ServiceDb) {
  return db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").execute();
}

/** The orders as the console lists them (without the ids a terminal has no use for). */
export async function listOrders(db: ServiceDb) {
  const rows = await staffOrders(db).execute();
  return rows.map(({ user_id, service_id, name, ...row }) => row);
}
