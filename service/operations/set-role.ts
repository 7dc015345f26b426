import { CANNOT_CHANGE_OWN_ROLE } from "#contract/staff-refusals.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { writeAudit } from "../ops/audit.ts";
import { type PersonRef, personOf } from "./lookup.ts";
import { type Actor, Refusal } from "./refusal.ts";

/**
 * Makes someone a member, staff or an administrator (`is_staff` follows; the
 * first administrator comes from a terminal). Not one's own: another
 * administrator decides that. Audited.
 */
export async function setRole(
  db: ServiceDb,
  actor: Actor,
  target: PersonRef,
  role: User["role"],
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const user = await personOf(trx, target);
    if (user.id === actor.id) throw new Refusal("conflict", CANNOT_CHANGE_OWN_ROLE);
    await trx
      .updateTable("users")
      .set({ role, is_staff: role !== "member", reviewed_at: user.reviewed_at ?? new Date() })
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor: actor.label,
      action: "role",
      subject: user.email,
      before: { role: user.role },
      after: { role },
    });
    return user;
  });
}
