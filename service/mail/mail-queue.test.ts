import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailPage } from "#contract/staff.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import {
  accessTokenOf,
  startTestDatabase,
  startTestService,
  TEST_DATABASES,
  type TestDatabase,
} from "../../tests/support/test-service.ts";
import type { ServiceDb } from "../db/database.ts";
import { createMailQueue, type MailQueue } from "./mail-queue.ts";
import { backoffMs, errorWords, messageIdOf, refusedForGood } from "./mail-retry.ts";
import { enqueue, forgetOldMail } from "./mail-rows.ts";
import { createMailTransport, type MailTransport } from "./mailer.ts";

const FROM = "Portal <no-reply@test.example>";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const overSmtp = (smtp: SmtpInbox) =>
  createMailTransport({ smtpUrl: smtp.url, outboxDir: "/nonexistent", from: FROM });

/** What each test started, stopped after it whatever happened. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options: Parameters<typeof startSmtpInbox>[0] = {}) {
  const smtp = await startSmtpInbox(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

async function database(postgres = false): Promise<TestDatabase> {
  const opened = await startTestDatabase({ postgres });
  cleanups.push(() => opened.close());
  return opened;
}

function queueOn(
  db: ServiceDb,
  transport: MailTransport,
  options: Partial<Parameters<typeof createMailQueue>[2]> = {},
): MailQueue {
  const queue = createMailQueue(db, transport, { from: FROM, ...options });
  cleanups.push(() => queue.close());
  return queue;
}

const rowsOf = (db: ServiceDb) => db.selectFrom("mail_queue").selectAll().orderBy("id").execute();
const logLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(" "));

describe("back-off, words and Message-IDs", () => {
  it("waits 1 s after the first failure, 30 % longer each time, up to a minute, less up to a fifth at random", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffMs(attempts, 0))).toEqual([
      1000, 1300, 1690, 2197, 2856, 3713, 4827,
    ]);
    expect(backoffMs(1, 1)).toBe(800);
    expect(backoffMs(16, 0)).toBe(51_186);
    expect(backoffMs(17, 0)).toBe(60_000);
    expect(backoffMs(500, 0.5)).toBe(54_000);
    // However the chance falls, each wait is longer than the one before (until the minute).
    for (let attempts = 1; attempts < 16; attempts += 1) {
      expect(backoffMs(attempts + 1, 1)).toBeGreaterThan(backoffMs(attempts, 0));
    }
  });

  it("keeps a failure's words on one line, without credentials, at most 300 characters", () => {
    const failure = Object.assign(
      new Error("Invalid login at smtp://mailer:s3cret@mail.example:587\n535 5.7.8 rejected"),
      { code: "EAUTH" },
    );
    expect(errorWords(failure)).toBe(
      "EAUTH: Invalid login at smtp://mail.example:587 535 5.7.8 rejected",
    );
    const refused = Object.assign(
      new Error("Invalid greeting. response=421 Go away: 421 Go away"),
      {
        code: "EPROTOCOL",
        response: "421 Go away",
      },
    );
    expect(errorWords(refused)).toBe("EPROTOCOL: 421 Go away");
    expect(errorWords(new Error("x".repeat(400)))).toHaveLength(300);
    expect(errorWords("plain words")).toBe("plain words");
  });

  it("gives up at once only on a 5xx to the recipient or the message", () => {
    const smtpError = (code: string, responseCode?: number) =>
      Object.assign(new Error("refused"), { code, responseCode });
    expect(refusedForGood(smtpError("EENVELOPE", 550))).toBe(true);
    expect(refusedForGood(smtpError("EMESSAGE", 554))).toBe(true);
    expect(refusedForGood(smtpError("EENVELOPE", 451))).toBe(false);
    expect(refusedForGood(smtpError("EPROTOCOL", 554))).toBe(false);
    expect(refusedForGood(smtpError("ECONNECTION"))).toBe(false);
    expect(refusedForGood(smtpError("EAUTH", 535))).toBe(false);
  });

  it("names a message by its row and key, at the sender's domain", () => {
    expect(messageIdOf(7, "k1", FROM)).toBe("<mail-7.k1@test.example>");
    expect(messageIdOf(7, "k1", "ops@aarogya.example")).toBe("<mail-7.k1@aarogya.example>");
    expect(messageIdOf(7, "k1", "Portal")).toBe("<mail-7.k1@portal.invalid>");
  });
});

describe("the service's mail while SMTP is down", () => {
  it("answers a one-time code at once; its e-mail is delivered once within seconds of SMTP's return (refusing for 10 s)", async () => {
    const smtp = await smtpServer({ refusing: true });
    const t = await startTestService({ settings: { smtpUrl: smtp.url } });
    cleanups.push(() => t.close());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const outage = performance.now();

    const reply = await t.call("POST", "app/request-otp/", {
      body: { email: "demo@portal.test" },
    });
    expect(reply.status).toBe(200);
    expect(performance.now() - outage).toBeLessThan(1000);
    // Kept, and refused with the server's words.
    await expect.poll(() => smtp.connections.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const [waiting] = await rowsOf(t.service.db);
    expect(waiting).toMatchObject({
      recipient: "demo@portal.test",
      sent_at: null,
      failed_at: null,
    });
    expect(waiting?.last_error).toBe("EENVELOPE: 451 Try again later");

    // Ten seconds of refusals from the first attempt (however late a loaded machine made it).
    await sleep(10_000 - (performance.now() - (smtp.connections[0] as number)));
    const refused = smtp.connections.length;
    smtp.accept();
    const back = performance.now();
    await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    const [delivered] = smtp.received;
    expect((delivered?.at ?? Number.POSITIVE_INFINITY) - back).toBeLessThan(5000);
    // Once: nothing more comes.
    await sleep(2000);
    expect(smtp.received).toHaveLength(1);

    // Each wait longer than the one before (1 s, 1.3 s, 1.7 s… less up to a fifth), give or
    // take the machine's own delays.
    const gaps = smtp.connections
      .slice(0, refused)
      .slice(1)
      .map((at, index) => at - (smtp.connections[index] as number));
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    expect(gaps[0]).toBeGreaterThan(750);
    for (let i = 1; i < gaps.length; i += 1) {
      expect(gaps[i]).toBeGreaterThan((gaps[i - 1] as number) - 50);
    }
    expect(gaps.at(-1)).toBeGreaterThan(2 * (gaps[0] as number));

    // The code works; the row is marked sent, its body gone, every attempt counted.
    const code = /code is (\d{6})/.exec(delivered?.raw ?? "")?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.call("POST", "app/verify-otp/", {
      body: { email: "demo@portal.test", otp: code, password: "Renewed2026" },
    });
    expect(verified.status).toBe(200);
    const [sent] = await rowsOf(t.service.db);
    expect(sent).toMatchObject({ text: "", attempts: refused + 1, failed_at: null });
    expect(sent?.sent_at).toBeInstanceOf(Date);

    // A line for each failed attempt, with its id and number; never the body and its code.
    const failures = logLines(errors).filter((line) => line.startsWith("Mail queue:"));
    expect(failures).toHaveLength(refused);
    expect(failures[0]).toMatch(
      new RegExp(`^Mail queue: message ${sent?.id}, attempt 1, failed: .*451.*; next attempt in`),
    );
    expect(logLines(errors).some((line) => line.includes(code))).toBe(false);
  }, 40_000);

  it("answers registrations and enquiries at once while SMTP does not answer at all; staff see their e-mails waiting", async () => {
    // A server that takes the connection and never says a word.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const t = await startTestService({ settings: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    cleanups.push(() => t.close());
    // Before the service stops: its attempt in flight then ends at once.
    cleanups.push(
      () =>
        new Promise((resolve) => {
          silent.close(resolve);
          for (const socket of sockets) socket.destroy();
        }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});

    const started = performance.now();
    const registered = await t.call("POST", "app/register/", {
      body: {
        name: "Meera Iyer",
        email: "meera@example.com",
        phonenumber: "+91 98450 33333",
        password: "Meera2026",
      },
    });
    expect(registered.status).toBe(201);
    const enquiry = await t.call("POST", "api/enquiry/", {
      body: { name: "Asha", email: "asha@example.com", message: "Do you run courses in Pune?" },
    });
    expect(enquiry.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(2000);

    const staff = await accessTokenOf(t, "staff@portal.test");
    const queue = (await t.call("GET", "admin/mail/?status=waiting", { token: staff }))
      .body as MailPage;
    expect(queue.waiting).toBe(3);
    expect(queue.results.map((mail) => [mail.recipient, mail.status])).toEqual([
      ["ops@test.example", "waiting"],
      ["meera@example.com", "waiting"],
      ["ops@test.example", "waiting"],
    ]);
    expect(JSON.stringify(queue)).not.toContain("Do you run courses");
  }, 30_000);
});

describe("the mail queue's worker", () => {
  const mail = { to: "ravi@example.com", subject: "Welcome", text: "Your code is 123456." };

  it("forgets messages sent or given up more than 30 days ago, and keeps the rest", async () => {
    const { db } = await database();
    const { sql } = await import("kysely");
    const keep = async (subject: string, marks: Record<string, unknown>) => {
      const id = await enqueue(db, { ...mail, subject });
      await db.updateTable("mail_queue").set(marks).where("id", "=", id).execute();
    };
    const daysAgo = (days: number) => sql<Date>`now() - ${days}::integer * interval '1 day'`;
    await keep("old sent", { sent_at: daysAgo(31) });
    await keep("old failed", { failed_at: daysAgo(31) });
    await keep("recent sent", { sent_at: daysAgo(29) });
    await keep("old but waiting", { created_at: daysAgo(40) });
    expect(await forgetOldMail(db)).toBe(2);
    expect((await rowsOf(db)).map((row) => row.subject)).toEqual([
      "recent sent",
      "old but waiting",
    ]);
  });

  it("gives up at once on a recipient the server refuses for good, keeping its words and not its body", async () => {
    const smtp = await smtpServer();
    const { db } = await database();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const queue = queueOn(db, overSmtp(smtp));
    await queue.send({ ...mail, to: "bounce@example.com" });
    await expect.poll(async () => (await rowsOf(db))[0]?.failed_at ?? null).not.toBeNull();
    const [failed] = await rowsOf(db);
    expect(failed).toMatchObject({ attempts: 1, text: "", sent_at: null });
    expect(failed?.last_error).toContain("550");
    expect(logLines(errors)).toEqual([
      expect.stringMatching(
        new RegExp(`^Mail queue: message ${failed?.id} failed for good after attempt 1: .*550`),
      ),
    ]);
    expect(smtp.received).toEqual([]);
  });

  it("sends a message again with the same Message-ID after an attempt failed", async () => {
    const smtp = await smtpServer();
    const { db } = await database();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const relay = overSmtp(smtp);
    const tried: string[] = [];
    const queue = queueOn(db, {
      async deliver(message) {
        tried.push(message.messageId);
        // The first attempt fails as a crash after the relay took it would: the same again.
        if (tried.length === 1) throw new Error("Connection closed unexpectedly");
        await relay.deliver(message);
      },
    });
    await queue.send(mail);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(tried).toHaveLength(2);
    expect(tried[1]).toBe(tried[0]);
    expect(smtp.received[0]?.messageId).toBe(tried[0]);
    expect(tried[0]).toMatch(/^<mail-\d+\.[0-9a-f-]{36}@test\.example>$/);
  });

  it("keeps a message with its transaction: both or neither", async () => {
    const smtp = await smtpServer();
    const { db } = await database();
    const queue = queueOn(db, overSmtp(smtp));
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.send({ ...mail, subject: "Undone" }, trx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await db.transaction().execute((trx) => queue.send({ ...mail, subject: "Kept" }, trx));
    queue.wake();
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]?.subject).toBe("Kept");
    expect((await rowsOf(db)).map((row) => row.subject)).toEqual(["Kept"]);
  });

  it("stops at once when closed while the server refuses, and tries nothing after", async () => {
    const smtp = await smtpServer({ refusing: true });
    const { db } = await database();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const queue = createMailQueue(db, overSmtp(smtp), { from: FROM });
    await queue.send(mail);
    await expect.poll(() => smtp.connections.length).toBe(1);
    const closing = performance.now();
    await queue.close();
    expect(performance.now() - closing).toBeLessThan(2000);
    const tried = smtp.connections.length;
    await sleep(2500);
    expect(smtp.connections.length).toBe(tried);
    const [row] = await rowsOf(db);
    // Still waiting, for the next start: nothing is lost by a stop.
    expect(row).toMatchObject({ sent_at: null, failed_at: null, claimed_until: null });
  });
});

describe.each(TEST_DATABASES)("two workers on one $database", ({ postgres }) => {
  it("never both send a message: 60 messages, each delivered once", async () => {
    const smtp = await smtpServer({ dataDelayMs: 5 });
    const { db, connect } = await database(postgres);
    for (let i = 0; i < 60; i += 1) {
      await enqueue(db, { to: `person${i}@example.com`, subject: `Message ${i}`, text: "Hello" });
    }
    const sentBy = [0, 0];
    const transport = overSmtp(smtp);
    for (const worker of [0, 1]) {
      const counting: MailTransport = {
        async deliver(message) {
          await transport.deliver(message);
          sentBy[worker] = (sentBy[worker] ?? 0) + 1;
        },
      };
      queueOn(connect(), counting, { batch: 4, pollMs: 50 });
    }
    await expect
      .poll(
        async () =>
          (await rowsOf(db)).filter((row) => row.sent_at !== null && row.text === "").length,
        { timeout: 30_000, interval: 100 },
      )
      .toBe(60);
    await sleep(300);
    expect(smtp.received).toHaveLength(60);
    expect(new Set(smtp.received.map((received) => received.messageId)).size).toBe(60);
    expect(new Set(smtp.received.map((received) => received.to[0])).size).toBe(60);
    // Both took part: the claims really competed.
    expect(sentBy.every((count) => count > 0)).toBe(true);
    expect((await rowsOf(db)).every((row) => row.attempts === 1)).toBe(true);
  }, 40_000);

  it("leaves a message another worker holds until its lease lapses", async () => {
    const { db, connect } = await database(postgres);
    let letGo = () => {};
    const stuck = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const triedByFirst: number[] = [];
    const first = queueOn(
      connect(),
      {
        async deliver() {
          triedByFirst.push(performance.now());
          await stuck;
        },
      },
      { leaseMs: 1500, sendBudgetMs: 500, pollMs: 100 },
    );
    // Before the first worker is closed, which waits for its send.
    cleanups.push(async () => letGo());
    await first.send({ to: "ravi@example.com", subject: "Held", text: "Hello" });
    await expect.poll(() => triedByFirst.length).toBe(1);
    const sentBySecond: number[] = [];
    queueOn(
      db,
      {
        async deliver() {
          sentBySecond.push(performance.now());
        },
      },
      { pollMs: 100 },
    );
    await expect.poll(() => sentBySecond.length, { timeout: 5000, interval: 50 }).toBe(1);
    expect((sentBySecond[0] as number) - (triedByFirst[0] as number)).toBeGreaterThan(1300);
    letGo();
  });
});
