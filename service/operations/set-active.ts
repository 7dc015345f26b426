import { CANNOT_CHANGE_SELF } from "#contract/staff-refusals.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { writeAudit } from "../ops/audit.ts";
import { type PersonRef, personOf } from "./lookup.ts";
import { mayManage } from "./manage.ts";
import { type Actor, Refusal } from "./refusal.ts";

/**
 * Deactivates an account (every token stops working, sign-in is refused) or
 * reactivates it; audited. Not one's own: one would lock oneself out.
 */
export async function setActive(
  db: ServiceDb,
  actor: Actor,
  target: PersonRef,
  active: boolean,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const user = await personOf(trx, target);
    if (user.id === actor.id) throw new Refusal("conflict", CANNOT_CHANGE_SELF);
    mayManage(actor, user);
    await trx
      .updateTable("users")
      .set((eb) => ({
        is_active: active,
        ...(active ? {} : { token_version: eb("token_version", "+", 1) }),
      }))
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor: actor.label,
      action: active ? "reactivate" : "deactivate",
      subject: user.email,
      before: { is_active: user.is_active },
      after: { is_active: active },
    });
    return user;
  });
}
