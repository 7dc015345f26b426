import type { ServiceContext } from "../context.ts";
import type { ServiceDb } from "../db/database.ts";
import { writeAudit } from "../ops/audit.ts";

/**
 * A change to how an account signs in is told to its owner at once (an e-mail through the mail
 * queue) and kept in the audit log, in one transaction: neither without the other.
 */

export interface AccountNotice {
  /** The audit log's action, e.g. "second-factor-added". */
  action: string;
  subject: string;
  /** What happened, in a sentence the owner reads. */
  what: string;
  /** Who did it, when not the owner (an operator's label). */
  actor?: string;
  after?: Record<string, unknown> | null;
}

const IF_NOT_YOU =
  "If this was not you, sign in and change your password now, then tell us by replying to this message.";

export async function tellAccount(
  context: Pick<ServiceContext, "mailer">,
  db: ServiceDb,
  account: { email: string; name: string },
  notice: AccountNotice,
): Promise<void> {
  await writeAudit(db, {
    actor: notice.actor ?? account.email,
    action: notice.action,
    subject: account.email,
    before: null,
    after: notice.after ?? null,
  });
  await context.mailer.send(
    {
      to: account.email,
      subject: notice.subject,
      text: `Dear ${account.name || account.email},\n\n${notice.what}\n\n${IF_NOT_YOU}\n\nThe Aarogya Bharat Collective team\n`,
    },
    db,
  );
}
