import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { writeAudit } from "../ops/audit.ts";
import { type PersonRef, personOf } from "./lookup.ts";
import { mayManage } from "./manage.ts";
import type { Actor } from "./refusal.ts";

/**
 * Every token of this person stops working (their sessions on the site end at
 * their next request); audited.
 */
export async function signOutEverywhere(
  db: ServiceDb,
  actor: Actor,
  target: PersonRef,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const user = await personOf(trx, target);
    mayManage(actor, user);
    await trx
      .updateTable("users")
      .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
      .where("id", "=", user.id)
      .execute();
    await writeAudit(trx, {
      actor: actor.label,
      action: "sign-out-everywhere",
      subject: user.email,
      before: null,
      after: null,
    });
    return user;
  });
}
