import { BALANCE_CHANGED, BALANCE_TOO_HIGH, BALANCE_TOO_LOW } from "#contract/staff-refusals.ts";
import { changeBalance } from "../db/coin-ledger.ts";
import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";
import { Refusal } from "./refusal.ts";

/**
 * Adds (or, negative, takes) coins, with a line in the coin ledger giving the
 * reason. Never below zero nor above MAX_BALANCE (a conflict: the balance is
 * what it is); with `expected`, only from that balance (the console's
 * confirmed question: the same form posted twice takes them once). The result
 * holds the new balance.
 */
export function changeCoins(on: On<PersonRef>, change: number, reason: string, expected?: number) {
  return changePerson(on, async (trx, user) => {
    const balance = await changeBalance(trx, {
      userId: user.id,
      change,
      reason,
      actor: on.actor.label,
      expected,
    });
    if (balance === null) {
      // Read again: under concurrency the row read before the UPDATE may be stale by now.
      const now = await trx
        .selectFrom("users")
        .select("abc_coins")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      if (expected !== undefined && now.abc_coins !== expected) {
        throw new Refusal("conflict", BALANCE_CHANGED(now.abc_coins, expected));
      }
      const words = change > 0 ? BALANCE_TOO_HIGH : BALANCE_TOO_LOW;
      throw new Refusal("conflict", words(now.abc_coins));
    }
    return {
      action: "coins",
      before: { abc_coins: balance - change },
      after: { abc_coins: balance, reason },
      balance,
    };
  });
}
