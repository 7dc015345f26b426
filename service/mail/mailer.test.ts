import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailTransport } from "./mailer.ts";

const FROM = "Portal <no-reply@test.example>";

describe("mail transport over SMTP (SMTP_URL)", () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the message to the SMTP server", async () => {
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: "/nonexistent",
      from: FROM,
    });
    await transport.deliver({
      to: "asha@example.com",
      subject: "Your code",
      text: "Your code is 123456.",
      messageId: "<mail-1.key@test.example>",
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["asha@example.com"]);
    expect(received[0]?.from).toBe("no-reply@test.example");
    expect(received[0]?.data).toContain("Subject: Your code");
    expect(received[0]?.data).toContain("Your code is 123456.");
    // The queue's Message-ID, the same on every attempt of a message.
    expect(received[0]?.data).toContain("Message-ID: <mail-1.key@test.example>");
  });
});

describe("mail transport without SMTP: the outbox", () => {
  it("writes each message as an .eml file and logs where", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "portal-outbox-")), "outbox");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const transport = createMailTransport({ outboxDir, from: FROM });
    const mail = { to: "ravi@example.com", messageId: "<mail-2.key@test.example>" };
    await transport.deliver({ ...mail, subject: "Welcome", text: "Hello Ravi" });
    await transport.deliver({ ...mail, subject: "Again", text: "Hello again" });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true);
    const first = readFileSync(path.join(outboxDir, files[0] as string), "utf8");
    expect(first).toContain("To: ravi@example.com");
    expect(first).toContain("Subject: Welcome");
    expect(log).toHaveBeenCalledWith(expect.stringContaining(outboxDir));
  });
});
