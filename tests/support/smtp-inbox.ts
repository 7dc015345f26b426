/**
 * Test helper: a real SMTP server on 127.0.0.1 that keeps every message it
 * accepts (recipients, subject, Message-ID), so a test can count what a site
 * delivered, and can refuse for a while (every RCPT answered 451, as a mail
 * relay in trouble answers) to see what the site does then.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

export interface SmtpInbox {
  port: number;
  /** SMTP_URL for the site. */
  url: string;
  received: ReceivedMail[];
  /** Refuse (451) every message until `accept()`. */
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(raw)?.[1]?.trim() ?? "";

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, "Subject"),
          messageId: header(raw, "Message-ID"),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
