import type { MailCounts, MailStatus } from "#contract/mail.ts";
import { countOf } from "../db/attention.ts";
import type { ServiceDb } from "../db/database.ts";

/**
 * The mail queue's messages by status, as staff see them (the console's mail
 * queue and overview): waiting until the mail server takes the message (the
 * worker's claims read the same columns, mail-queue.ts), then sent; failed
 * once given up.
 */
export const MAIL_BY_STATUS: Record<MailStatus, (db: ServiceDb) => ReturnType<typeof allMail>> = {
  waiting: (db) => allMail(db).where("sent_at", "is", null).where("failed_at", "is", null),
  sent: (db) => allMail(db).where("sent_at", "is not", null),
  failed: (db) => allMail(db).where("failed_at", "is not", null),
};

export const allMail = (db: ServiceDb) => db.selectFrom("mail_queue");

/** A row's status from its marks. */
export const mailStatusOf = (row: { sent_at: unknown; failed_at: unknown }): MailStatus =>
  row.sent_at !== null ? "sent" : row.failed_at !== null ? "failed" : "waiting";

/** How many messages wait to be sent, and how many were given up. */
export async function mailCounts(db: ServiceDb): Promise<MailCounts> {
  const [waiting, failed] = await Promise.all([
    countOf(MAIL_BY_STATUS.waiting(db)),
    countOf(MAIL_BY_STATUS.failed(db)),
  ]);
  return { waiting, failed };
}
