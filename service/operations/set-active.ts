import {
  ALREADY_ACTIVE,
  ALREADY_DEACTIVATED,
  CANNOT_CHANGE_SELF,
} from "#contract/staff-refusals.ts";
import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";
import { mayManage } from "./manage.ts";
import { Refusal } from "./refusal.ts";

/**
 * Deactivates an account (every token stops working, sign-in is refused) or
 * reactivates it. Not one's own: one would lock oneself out. Once: an
 * account already so is refused (a form sent twice changes nothing the
 * second time, and the audit log has one line).
 */
export function setActive(on: On<PersonRef>, active: boolean) {
  return changePerson(on, async (trx, user) => {
    if (user.id === on.actor.id) throw new Refusal("conflict", CANNOT_CHANGE_SELF);
    mayManage(on.actor, user);
    // One conditional UPDATE decides: the second of two posts finds it done.
    const changed = await trx
      .updateTable("users")
      .set((eb) => ({
        is_active: active,
        ...(active ? {} : { token_version: eb("token_version", "+", 1) }),
      }))
      .where("id", "=", user.id)
      .where("is_active", "=", !active)
      .returning("id")
      .executeTakeFirst();
    if (!changed) throw new Refusal("conflict", active ? ALREADY_ACTIVE : ALREADY_DEACTIVATED);
    return {
      action: active ? "reactivate" : "deactivate",
      before: { is_active: user.is_active },
      after: { is_active: active },
    };
  });
}
