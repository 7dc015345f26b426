/**
 * Test helper: a real SMTP server on 127.0.0.1 that keeps every message it
 * accepts (recipients, subject, Message-ID), so a test can count what a site
 * delivered, and can refuse for a while (every RCPT answered 451, as a mail
 * relay in trouble answers) to see what the site does then. A recipient whose
 * address starts with "bounce" is refused for good (550), as a relay answers
 * a mailbox that does not exist. It notes when each connection came: a
 * site's every attempt to send is one.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  /** When it was taken (performance.now()). */
  at: number;
}

export interface SmtpInbox {
  port: number;
  /** SMTP_URL for the site. */
  url: string;
  received: ReceivedMail[];
  /** When each connection came (performance.now()), refused or not. */
  connections: number[];
  /** Refuse (451) every message until `accept()`. */
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(raw)?.[1]?.trim() ?? "";

const refusal = (words: string, responseCode: number) =>
  Object.assign(new Error(words), { responseCode });

export async function startSmtpInbox(
  options: {
    /** Refusing from the start. */
    refusing?: boolean;
    /** How long it takes over each message's end (to let two senders overlap). */
    dataDelayMs?: number;
  } = {},
): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const connections: number[] = [];
  let refusing = options.refusing ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections.push(performance.now());
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce")) {
        callback(refusal("5.1.1 No such mailbox here", 550));
      } else if (refusing) {
        callback(refusal("Try again later", 451));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: header(raw, "Subject"),
            messageId: header(raw, "Message-ID"),
            raw,
            at: performance.now(),
          });
          callback();
        }, options.dataDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
