import { CANNOT_CHANGE_OWN_ROLE } from "#contract/staff-refusals.ts";
import type { User } from "../db/schema.ts";
import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";
import { Refusal } from "./refusal.ts";

/**
 * Makes someone a member, staff or an administrator (`is_staff` follows; the
 * first administrator comes from a terminal). Not one's own: another
 * administrator decides that.
 */
export function setRole(on: On<PersonRef>, role: User["role"]) {
  return changePerson(on, async (trx, user) => {
    if (user.id === on.actor.id) throw new Refusal("conflict", CANNOT_CHANGE_OWN_ROLE);
    await trx
      .updateTable("users")
      .set({ role, is_staff: role !== "member", reviewed_at: user.reviewed_at ?? new Date() })
      .where("id", "=", user.id)
      .execute();
    return { action: "role", before: { role: user.role }, after: { role } };
  });
}
