// The mail queue as staff read it (decision 0051).
export const MAIL_STATUSES = ["waiting", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Never its body, which may hold a one-time code. */
export interface MailItem {
  id: number;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

export interface MailCounts {
  waiting: number;
  failed: number;
}
