import type { Entitlement } from "#contract/entitlements.ts";
import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";

/** Grants or revokes one module; granting one is the registration's review too. */
export function setModule(on: On<PersonRef>, module: Entitlement, granted: boolean) {
  return changePerson(on, async (trx, user) => {
    await trx
      .updateTable("users")
      .set({
        [module]: granted,
        ...(granted ? { reviewed_at: user.reviewed_at ?? new Date() } : {}),
      })
      .where("id", "=", user.id)
      .execute();
    return {
      action: granted ? "grant" : "revoke",
      before: { [module]: user[module] },
      after: { [module]: granted },
    };
  });
}
