import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A message as a transport sends it: with the Message-ID the mail queue gives it. */
interface OutgoingMail extends Mail {
  messageId: string;
}

/**
 * Sends one message now, or throws. Endpoints never call it: they keep mail
 * in the mail queue (mail-queue.ts), whose worker calls this and tries again
 * after a failure.
 */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * How long an SMTP server may keep us waiting (nodemailer's defaults are two
 * and ten minutes): a server that stops answering fails the attempt within
 * seconds, well inside the queue's lease, so no other instance takes the
 * message while this one may still be sending it. The URL may set others.
 */
// 10 s of silence at most per step: a message's dozen round trips end well inside the two minutes
// of lease a send starts with (mail-retry.ts sendBudgetMs), even from a relay that answers each
// just in time, so no other instance can claim a message still being sent.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 };

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise each message is
 * written as an .eml file to the outbox folder and logged, so it can be read
 * locally and by tests.
 */
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
