import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { type AuditEntry, writeAudit } from "../ops/audit.ts";
import { orderOf, type PersonRef, personOf, type StaffOrderRow } from "./lookup.ts";
import type { Actor } from "./refusal.ts";

export interface On<Target> {
  db: ServiceDb;
  actor: Actor;
  target: Target;
}

export type Audited = Pick<AuditEntry, "action" | "before" | "after">;

/** One transaction with one audit line; an order's subject is its buyer's e-mail. */
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
  // Joins a caller's transaction, so its e-mail and the change are kept both or neither.
  return on.db.isTransaction ? work(on.db) : on.db.transaction().execute(work);
}

export const changePerson = <R extends Audited>(
  on: On<PersonRef>,
  change: (trx: ServiceDb, user: User) => Promise<R>,
) => audited(on, personOf, change);

export const changeOrder = <R extends Audited>(
  on: On<number>,
  change: (trx: ServiceDb, order: StaffOrderRow) => Promise<R>,
) => audited(on, orderOf, change);
