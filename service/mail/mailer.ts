import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

interface OutgoingMail extends Mail {
  messageId: string;
}

/** Only the mail queue's worker calls it; endpoints enqueue. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

// nodemailer waits minutes; a send must end inside its lease (sendBudgetMs), or another
// instance may claim a message still being sent.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 };

/** Without SMTP_URL, messages go to the outbox folder as .eml files. */
export function createMailTransport(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl });
    return {
      async deliver(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  let sequence = 0;
  return {
    async deliver(mail) {
      const info = await composer.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}-${sequence}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, info.message as Buffer);
      console.log(`service: e-mail "${mail.subject}" to ${mail.to} written to ${file}`);
    },
  };
}
