import { sql } from "kysely";
import { MAX_BALANCE } from "#contract/staff.ts";
import type { ServiceDb } from "./database.ts";

export interface CoinChange {
  userId: number;
  /** Never 0. */
  change: number;
  reason: string;
  actor: string;
  /** The balance the change was decided on. */
  expected?: number;
}

type Db = Pick<ServiceDb, "updateTable" | "insertInto" | "selectFrom">;

/** One conditional UPDATE, so concurrent changes never pass zero, MAX_BALANCE or `expected`. */
export async function changeBalance(db: Db, entry: CoinChange): Promise<number | null> {
  if (entry.change === 0) {
    // A free course paid "with coins": nothing changes, so the ledger has no line.
    const user = await db
      .selectFrom("users")
      .select("abc_coins")
      .where("id", "=", entry.userId)
      .executeTakeFirst();
    return user?.abc_coins ?? null;
  }
  const row = await db
    .updateTable("users")
    .set({ abc_coins: sql`abc_coins + ${entry.change}` })
    .where("id", "=", entry.userId)
    .where(sql<boolean>`abc_coins + ${entry.change} >= 0`)
    .where(sql<boolean>`abc_coins + ${entry.change} <= ${MAX_BALANCE}`)
    .$if(entry.expected !== undefined, (q) => q.where("abc_coins", "=", entry.expected as number))
    .returning("abc_coins")
    .executeTakeFirst();
  if (!row) return null;
  await db
    .insertInto("coin_ledger")
    .values({
      user_id: entry.userId,
      change: entry.change,
      reason: entry.reason,
      actor: entry.actor,
    })
    .execute();
  return row.abc_coins;
}

export function ledgerOf(db: ServiceDb, userId: number, limit = 50) {
  return db
    .selectFrom("coin_ledger")
    .select(["id", "change", "reason", "actor", "at"])
    .where("user_id", "=", userId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
