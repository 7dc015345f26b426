import type { ServiceDb } from "../db/database.ts";
import type { Mailer } from "../mail/mail-queue.ts";
import { writeAudit } from "../ops/audit.ts";

interface Owner {
  id: number;
  email: string;
  name: string;
}

const SIGN_OFF = "\nThe Aarogya Bharat Collective team\n";

/**
 * An added or removed passkey is told to the owner at once (a mail, kept with the change) and
 * written in the audit log: someone else adding one is how an account would be kept.
 */
export async function noticePasskeyChange(
  trx: ServiceDb,
  mailer: Mailer,
  owner: Owner,
  change: "added" | "removed",
  passkey: { id: number; name: string },
): Promise<void> {
  await writeAudit(trx, {
    actor: `user ${owner.id}`,
    action: change === "added" ? "passkey added" : "passkey removed",
    subject: owner.email,
    before: change === "removed" ? { passkey: passkey.id, name: passkey.name } : null,
    after: change === "added" ? { passkey: passkey.id, name: passkey.name } : null,
  });
  const what =
    change === "added"
      ? `A passkey named "${passkey.name}" was added to your account. It can now sign in to your account without a password.`
      : `The passkey named "${passkey.name}" was removed from your account. It can no longer sign in.`;
  await mailer.send(
    {
      to: owner.email,
      subject:
        change === "added"
          ? "A passkey was added to your account"
          : "A passkey was removed from your account",
      text: `Dear ${owner.name},\n\n${what}\n\nIf this was not you, change your password at once (Forgot password on the sign-in page), sign out everywhere from your profile, and remove any passkey you do not know.\n${SIGN_OFF}`,
    },
    trx,
  );
}
