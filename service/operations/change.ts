import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { type AuditEntry, writeAudit } from "../ops/audit.ts";
import { orderOf, type PersonRef, personOf, type StaffOrderRow } from "./lookup.ts";
import type { Actor } from "./refusal.ts";

/** What every operation is given: the database, who acts, and on whom or what. */
export interface On<Target> {
  db: ServiceDb;
  actor: Actor;
  target: Target;
}

/** What a change tells its audit line (the actor and the subject come from the operation). */
export type Audited = Pick<AuditEntry, "action" | "before" | "after">;

/**
 * Finds the target (refused when there is none) and runs `change` on it in
 * one transaction, with its one audit line, whose subject is the found row's
 * e-mail (an order's: its buyer's). Returns what `change` returned, and the
 * row as it was before it.
 */
async function audited<Target, Found extends { email: string }, R extends Audited>(
  on: On<Target>,
  find: (db: ServiceDb, target: Target) => Promise<Found>,
  change: (trx: ServiceDb, found: Found) => Promise<R>,
): Promise<R & { found: Found }> {
  const work = async (trx: ServiceDb) => {
    const found = await find(trx, on.target);
    const done = await change(trx, found);
    const { action, before, after } = done;
    await writeAudit(trx, { action, before, after, actor: on.actor.label, subject: found.email });
    return { ...done, found };
  };
  // A door that keeps something with the change (the console's e-mail) runs it in its own
  // transaction: the operation joins it, so both are kept or neither.
  return on.db.isTransaction ? work(on.db) : on.db.transaction().execute(work);
}

/** An operation on a person, by their id or e-mail. */
export const changePerson = <R extends Audited>(
  on: On<PersonRef>,
  change: (trx: ServiceDb, user: User) => Promise<R>,
) => audited(on, personOf, change);

/** An operation on an order, by its number. */
export const changeOrder = <R extends Audited>(
  on: On<number>,
  change: (trx: ServiceDb, order: StaffOrderRow) => Promise<R>,
) => audited(on, orderOf, change);
