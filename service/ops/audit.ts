import { sql } from "kysely";
import type { ServiceDb } from "../db/database.ts";

export interface AuditEntry {
  actor: string;
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A lone surrogate ("\ud800") would make the database's JSON refuse the whole operation. */
const jsonOf = (value: Record<string, unknown> | null) =>
  value === null
    ? null
    : JSON.stringify(value, (_key, part: unknown) =>
        typeof part === "string" ? part.toWellFormed() : part,
      );

export async function writeAudit(db: ServiceDb, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      before: jsonOf(entry.before),
      after: jsonOf(entry.after),
    })
    .execute();
}

/** "order 12" searches before/after too: an order's lines name its buyer as their subject. */
export function readAudit(db: ServiceDb, subject?: string, limit = 100) {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "at", "actor", "action", "subject", "before", "after"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  const order = /^order (\d{1,9})$/i.exec(subject ?? "")?.[1];
  if (order) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["subject"]), "=", `order ${order}`),
        eb(sql`"before"->>'order'`, "=", order),
        eb(sql`"after"->>'order'`, "=", order),
      ]),
    );
  } else if (subject) {
    query = query.where((eb) => eb(eb.fn("lower", ["subject"]), "=", subject.toLowerCase()));
  }
  return query.execute();
}
