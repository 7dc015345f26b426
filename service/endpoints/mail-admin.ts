import { MailQuerySchema } from "#contract/staff-lists.ts";
import { allMail, MAIL_BY_STATUS, mailCounts, mailStatusOf } from "../mail/mail-status.ts";
import { isoTime, queryOf, staffList } from "./staff-list.ts";

/**
 * GET admin/mail/?status=&page= (staff): the mail queue, newest first, one
 * status (waiting, sent, failed) or all; with how many messages wait and how
 * many failed over the whole queue. Never a message's body: it may hold a
 * one-time code.
 */
export const listMailForStaff = staffList(
  (url, db) => {
    const { status } = queryOf(url, MailQuerySchema);
    const chosen = status ? MAIL_BY_STATUS[status](db) : allMail(db);
    return {
      chosen,
      rows: chosen
        .select([
          "id",
          "recipient",
          "subject",
          "attempts",
          "created_at",
          "next_attempt_at",
          "sent_at",
          "failed_at",
          "last_error",
        ])
        .orderBy("id", "desc"),
    };
  },
  (row) => {
    const status = mailStatusOf(row);
    return {
      ...row,
      status,
      created_at: isoTime(row.created_at),
      next_attempt_at: status === "waiting" ? isoTime(row.next_attempt_at) : null,
      sent_at: isoTime(row.sent_at),
      failed_at: isoTime(row.failed_at),
    };
  },
  mailCounts,
);
