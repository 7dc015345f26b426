import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";
import { mayManage } from "./manage.ts";

/** Every token of this person stops working (their sessions on the site end at their next request). */
export function signOutEverywhere(on: On<PersonRef>) {
  return changePerson(on, async (trx, user) => {
    mayManage(on.actor, user);
    await trx
      .updateTable("users")
      .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
      .where("id", "=", user.id)
      .execute();
    return { action: "sign-out-everywhere", before: null, after: null };
  });
}
