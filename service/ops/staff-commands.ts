import { isEntitlement } from "#contract/entitlements.ts";
import { RegistrationSchema } from "#contract/schemas.ts";
import { CoinsSchema, RoleSchema } from "#contract/staff.ts";
import { resetFactor } from "../auth/second-factor.ts";
import type { ServiceDb } from "../db/database.ts";
import { queueOnly } from "../mail/mail-queue.ts";
import { cancelOrder } from "../operations/cancel-order.ts";
import { changeCoins } from "../operations/change-coins.ts";
import { confirmOrder } from "../operations/confirm-order.ts";
import { createStaff } from "../operations/create-staff.ts";
import type { Actor } from "../operations/refusal.ts";
import { setActive } from "../operations/set-active.ts";
import { setModule } from "../operations/set-module.ts";
import { setRole } from "../operations/set-role.ts";
import { signOutEverywhere } from "../operations/sign-out.ts";
import { OpsError } from "./commands.ts";

/** The ledger's reason when the command line gives none. */
const DEFAULT_COIN_REASON = "Adjusted by operations";

/** A command line that does not fit its command: the caller prints the usage. */
export class UsageError extends Error {}

const ORDER_ID = /^\d{1,9}$/;
const NEW_STAFF = RegistrationSchema.pick({ email: true, name: true });

/**
 * The staff operations at a terminal (service/operations/, as the console
 * runs them). Returns the line to log, or null when `command` is not one of them.
 */
export async function runStaffCommand(
  db: ServiceDb,
  label: string,
  command: string | undefined,
  rest: string[],
): Promise<string | null> {
  // A terminal on the server has no account of its own and acts as an administrator.
  const actor: Actor = { label, id: null, role: "admin" };
  const on = <Target>(target: Target) => ({ db, actor, target });
  const [first = "", second = "", ...more] = rest;
  const exactly = (count: number) => {
    if (rest.length !== count || rest.some((arg) => arg === "")) throw new UsageError();
  };
  switch (command) {
    case "create-staff": {
      // The registration's rules: an address the sign-in takes, a name the account's column holds.
      const account = NEW_STAFF.safeParse({ email: first, name: rest.slice(1).join(" ") });
      if (!account.success) throw new UsageError();
      // As typed (trimmed), so a refusal names the address the operator wrote.
      const password = await createStaff(on(first.trim()), account.data.name);
      return `created staff account ${first}; first password: ${password} (change it after signing in)`;
    }
    case "set-role": {
      exactly(2);
      const role = RoleSchema.shape.role.safeParse(second);
      if (!role.success) throw new UsageError();
      await setRole(on({ email: first }), role.data);
      return `${first} is now ${second === "admin" ? "an administrator" : second}`;
    }
    case "grant":
    case "revoke": {
      exactly(2);
      if (!isEntitlement(second)) throw new UsageError();
      const granted = command === "grant";
      await setModule(on({ email: first }), second, granted);
      return `${granted ? "granted" : "revoked"} ${second} ${granted ? "to" : "from"} ${first}`;
    }
    case "coins": {
      if (!first || !/^[+-]\d{1,7}$/.test(second)) throw new UsageError();
      // The console's rules and words: the size of one change, a reason the ledger takes.
      const coins = CoinsSchema.safeParse({
        change: Number(second),
        reason: more.join(" ").trim() || DEFAULT_COIN_REASON,
      });
      if (!coins.success) throw new OpsError(coins.error.issues[0]?.message ?? "");
      const { change, reason } = coins.data;
      const { balance } = await changeCoins(on({ email: first }), change, reason);
      return `coins ${second} for ${first}; balance now ${balance}`;
    }
    case "confirm-order":
    case "cancel-order": {
      exactly(1);
      if (!ORDER_ID.test(first)) throw new UsageError();
      if (command === "confirm-order") {
        await confirmOrder(on(Number(first)));
        return `order ${first} confirmed as paid`;
      }
      const { refunded } = await cancelOrder(on(Number(first)));
      return `order ${first} cancelled${refunded ? `; ${refunded} coins returned` : ""}`;
    }
    case "deactivate":
    case "reactivate": {
      exactly(1);
      await setActive(on({ email: first }), command === "reactivate");
      return `${first} is ${command}d`;
    }
    case "reset-second-factor": {
      exactly(1);
      const account = await db
        .selectFrom("users")
        .select(["id", "email", "name", "role"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", first.trim().toLowerCase()))
        .executeTakeFirst();
      if (!account) throw new OpsError(`No account has the address ${first}.`);
      const removed = await resetFactor({ db, mailer: queueOnly(db) }, account, label);
      return removed
        ? `${first}: authenticator app removed and every session ended; the next console visit sets one up`
        : `${first} has no authenticator app: nothing to reset`;
    }
    case "sign-out": {
      exactly(1);
      await signOutEverywhere(on({ email: first }));
      return `${first} is signed out everywhere`;
    }
    default:
      return null;
  }
}
