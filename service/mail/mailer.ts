import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise each message is
 * written as an .eml file to the outbox folder and logged, so it can be read
 * locally and by tests.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
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
    async send(mail) {
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
