import type { Entitlement } from "#contract/entitlements.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { writeAudit } from "../ops/audit.ts";
import { type PersonRef, personOf } from "./lookup.ts";
import type { Actor } from "./refusal.ts";

/** Grants or revokes one module; audited. Returns the person as they were. */
export async function setModule(
  db: ServiceDb,
  actor: Actor,
  target: PersonRef,
  module: Entitlement,
  granted: boolean,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const user = await personOf(trx, target);
    await trx
      .updateTable("users")
      // Granting a module is the registration's review.
      .set({
        [module]: granted,
        ...(granted ? { reviewed_at: user.reviewed_at ?? new Date() } : {}),
      })
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor: actor.label,
      action: granted ? "grant" : "revoke",
      subject: user.email,
      before: { [module]: user[module] },
      after: { [module]: granted },
    });
    return user;
  });
}
