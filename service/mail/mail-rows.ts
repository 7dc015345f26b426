import { sql } from "kysely";
import type { ServiceDb } from "../db/database.ts";
import type { Mail } from "./mailer.ts";

export async function enqueue(db: ServiceDb, mail: Mail): Promise<number> {
  const row = await db
    .insertInto("mail_queue")
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  message_key: string;
  attempts: number;
  created_at: Date;
}

export const milliseconds = (ms: number) =>
  sql<Date>`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** SKIP LOCKED plus the lease: two workers never hold one row; the database's clock decides. */
export async function claim(db: ServiceDb, limit: number, leaseMs: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    UPDATE mail_queue SET claimed_until = ${milliseconds(leaseMs)}
    WHERE id IN (
      SELECT id FROM mail_queue
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient, subject, text, message_key, attempts, created_at`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

const KEEP_DONE_DAYS = 30;

/** A recipient and a subject are personal data, kept no longer than staff need them. */
export async function forgetOldMail(db: ServiceDb): Promise<number> {
  const cutoff = sql<Date>`now() - ${KEEP_DONE_DAYS}::integer * interval '1 day'`;
  const result = await db
    .deleteFrom("mail_queue")
    .where((eb) => eb.or([eb("sent_at", "<", cutoff), eb("failed_at", "<", cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
