import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The newest password-reset code mailed to `to`, from an outbox folder (embedded mode's mail). */
export function latestResetCode(outbox: string, to: string): string | undefined {
  const mails = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes("reset code"));
  return /code is (\d{6})/.exec(mails.at(-1) ?? "")?.[1];
}
