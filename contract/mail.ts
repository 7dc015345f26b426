/**
 * The mail queue as staff read it (decision 0051): a message's status, its
 * row in the console's list, and the counts of the whole queue. Never a
 * message's body, which may hold a one-time code.
 */
/** A message of the mail queue: waiting to be sent (tried again while it fails), sent, or given up. */
export const MAIL_STATUSES = ["waiting", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A message of the mail queue as staff read it: never its body, which may hold a one-time code. */
export interface MailItem {
  id: number;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  created_at: string;
  /** When it is tried next; null once it is sent or given up. */
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
  /** What the last failed attempt said (the mail server's words), or null. */
  last_error: string | null;
}

/** The whole mail queue's messages waiting to be sent, and those given up. */
export interface MailCounts {
  waiting: number;
  failed: number;
}
