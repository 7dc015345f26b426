import { sql } from "kysely";
import type { ServiceDb } from "../db/database.ts";

/** One line of the audit log, as a command writes it (inside its own transaction). */
export interface AuditEntry {
  /** Who: "npm run ops (alice)", later a staff member's e-mail. */
  actor: string;
  /** What: the command ("grant", "coins", "confirm-order"…). */
  action: string;
  /** To whom or what: an e-mail, "order 12". */
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The JSON of a change, every text well formed: a lone surrogate (JSON lets a client send one,
 * "\ud800") is no character, so the database's JSON refuses it, which would fail the operation;
 * it becomes U+FFFD, as the same text does in a text column.
 */
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

/**
 * The latest entries, newest first; only those about `subject` when given.
 * "order 12" finds the lines whose before or after names that order (an
 * order's lines name its buyer as their subject).
 */
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
