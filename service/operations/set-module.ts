import { ENTITLEMENT_NAMES, type Entitlement } from "#contract/entitlements.ts";
import { ALREADY_GRANTED, ALREADY_REVOKED } from "#contract/staff-refusals.ts";
import { changePerson, type On } from "./change.ts";
import type { PersonRef } from "./lookup.ts";
import { Refusal } from "./refusal.ts";

/**
 * Grants or revokes one module; granting one is the registration's review
 * too. Once: a module already so is refused (a form sent twice changes
 * nothing the second time, and the audit log has one line).
 */
export function setModule(on: On<PersonRef>, module: Entitlement, granted: boolean) {
  return changePerson(on, async (trx, user) => {
    // One conditional UPDATE decides: the second of two posts finds it done.
    const changed = await trx
      .updateTable("users")
      .set({
        [module]: granted,
        ...(granted ? { reviewed_at: user.reviewed_at ?? new Date() } : {}),
      })
      .where("id", "=", user.id)
      .where(module, "=", !granted)
      .returning("id")
      .executeTakeFirst();
    if (!changed) {
      const words = granted ? ALREADY_GRANTED : ALREADY_REVOKED;
      throw new Refusal("conflict", words(ENTITLEMENT_NAMES[module]));
    }
    return {
      action: granted ? "grant" : "revoke",
      before: { [module]: user[module] },
      after: { [module]: granted },
    };
  });
}
