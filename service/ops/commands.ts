import { randomBytes } from "node:crypto";
import { ENTITLEMENTS, type Entitlement } from "#contract/entitlements.ts";
import { hashPassword } from "../auth/passwords.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import { writeAudit } from "./audit.ts";

/** What operations staff do by hand: grant access and coins, confirm payments, read the lists. */

export type { Entitlement };

export class OpsError extends Error {
  override name = "OpsError";
}

export function isEntitlement(value: string): value is Entitlement {
  return (ENTITLEMENTS as readonly string[]).includes(value);
}

type Db = Pick<ServiceDb, "selectFrom" | "updateTable" | "insertInto">;

async function userNamed(db: Db, email: string) {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  if (!user) throw new OpsError(`No account with the e-mail ${email}.`);
  return user;
}

export async function createStaff(
  db: ServiceDb,
  actor: string,
  email: string,
  name: string,
): Promise<string> {
  const password = `${randomBytes(9).toString("base64url")}7a`;
  const hashed = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
      .executeTakeFirst();
    if (existing) throw new OpsError(`${email} already has an account.`);
    await trx
      .insertInto("users")
      .values({
        username: email.toLowerCase(),
        email: email.toLowerCase(),
        name,
        phonenumber: "",
        access_for: "staff",
        password: hashed,
        role: "staff",
        is_staff: true,
        reviewed_at: new Date(),
      })
      .execute();
    await writeAudit(trx, {
      actor,
      action: "create-staff",
      subject: email.toLowerCase(),
      before: null,
      after: { name, role: "staff", is_staff: true },
    });
  });
  return password;
}

export async function setEntitlement(
  db: ServiceDb,
  actor: string,
  email: string,
  entitlement: Entitlement,
  value: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const user = await userNamed(trx, email);
    await trx
      .updateTable("users")
      // Granting a module is the registration's review.
      .set({
        [entitlement]: value,
        ...(value ? { reviewed_at: user.reviewed_at ?? new Date() } : {}),
      })
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor,
      action: value ? "grant" : "revoke",
      subject: user.email,
      before: { [entitlement]: user[entitlement] },
      after: { [entitlement]: value },
    });
  });
}

/** Makes someone a member, staff or an administrator (the first administrator comes from here). */
export async function setRole(
  db: ServiceDb,
  actor: string,
  email: string,
  role: "member" | "staff" | "admin",
) {
  await db.transaction().execute(async (trx) => {
    const user = await userNamed(trx, email);
    await trx
      .updateTable("users")
      .set({ role, is_staff: role !== "member", reviewed_at: user.reviewed_at ?? new Date() })
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor,
      action: "role",
      subject: user.email,
      before: { role: user.role },
      after: { role },
    });
  });
}

/** Adds (or, negative, takes) coins, with a line in the ledger; the balance never goes below zero. */
export async function changeCoins(
  db: ServiceDb,
  actor: string,
  email: string,
  delta: number,
  reason = "Adjusted by operations",
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await userNamed(trx, email);
    const balance = await changeBalance(trx, { userId: user.id, change: delta, reason, actor });
    if (balance === null) throw new OpsError(`The balance of ${email} cannot go below zero.`);
    await writeAudit(trx, {
      actor,
      action: "coins",
      subject: user.email,
      before: { abc_coins: balance - delta },
      after: { abc_coins: balance, reason },
    });
    return balance;
  });
}

/** pending → paid, and the purchase, in one transaction. */
export async function confirmOrder(db: ServiceDb, actor: string, orderId: number) {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", orderId)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (!order) throw new OpsError(`No pending order ${orderId}.`);
    const purchase = await trx
      .insertInto("purchased_services")
      .values({ user_id: order.user_id, service_id: order.service_id, order_id: order.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor,
      action: "confirm-order",
      subject: `order ${order.id}`,
      before: { status: "pending" },
      after: { status: "paid", purchase: purchase.id },
    });
  });
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

export function listOrders(db: ServiceDb) {
  return db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .innerJoin("pmt_services", "pmt_services.id", "orders.service_id")
    .select([
      "orders.id",
      "users.email",
      "pmt_services.title",
      "orders.status",
      "orders.paid_with",
      "orders.amount",
      "orders.coins",
      "orders.created_at",
    ])
    .orderBy("orders.created_at", "desc")
    .execute();
}
