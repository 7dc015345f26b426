import { BALANCE_TOO_HIGH, BALANCE_TOO_LOW } from "#contract/staff-refusals.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import { writeAudit } from "../ops/audit.ts";
import { type PersonRef, personOf } from "./lookup.ts";
import { type Actor, Refusal } from "./refusal.ts";

/**
 * Adds (or, negative, takes) coins, with a line in the coin ledger giving the
 * reason; audited. Never below zero nor above MAX_BALANCE (a conflict: the
 * balance is what it is). Returns the person's id and new balance.
 */
export async function changeCoins(
  db: ServiceDb,
  actor: Actor,
  target: PersonRef,
  change: number,
  reason: string,
): Promise<{ id: number; balance: number }> {
  return db.transaction().execute(async (trx) => {
    const user = await personOf(trx, target);
    const balance = await changeBalance(trx, {
      userId: user.id,
      change,
      reason,
      actor: actor.label,
    });
    if (balance === null) {
      const words = change > 0 ? BALANCE_TOO_HIGH : BALANCE_TOO_LOW;
      throw new Refusal("conflict", words(user.abc_coins));
    }
    await writeAudit(trx, {
      actor: actor.label,
      action: "coins",
      subject: user.email,
      before: { abc_coins: balance - change },
      after: { abc_coins: balance, reason },
    });
    return { id: user.id, balance };
  });
}
