import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MailPage, Overview } from "#contract/staff.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";

describe.each(TEST_DATABASES)(
  "the mail queue for staff (admin/mail/), on $database",
  ({ postgres }) => {
    let t: TestService;
    let staff: string;

    beforeEach(async () => {
      t = await startTestService({ postgres });
      staff = await accessTokenOf(t, "staff@portal.test");
    });
    afterEach(async () => t.close());

    const list = async (query = "") =>
      (await t.call("GET", `admin/mail/${query}`, { token: staff })).body as MailPage;

    /**
     * Messages in each state, as the worker leaves them: one waiting out a
     * back-off (an hour, so this service's worker leaves it alone), one sent,
     * one given up. Each body holds a code no answer may show.
     */
    async function queueOfThree() {
      const insert = (to: string, subject: string) =>
        t.service.db
          .insertInto("mail_queue")
          .values({
            recipient: to,
            subject,
            text: "Your code is 424242.",
            next_attempt_at: new Date(Date.now() + 3_600_000),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      const sent = await insert("sent@example.com", "Welcome");
      const failed = await insert("bounce@example.com", "About your registration");
      const waiting = await insert("asha@example.com", "Your password reset code");
      const db = t.service.db;
      await db
        .updateTable("mail_queue")
        .set({ sent_at: sql<Date>`now()`, text: "" })
        .where("id", "=", sent.id)
        .execute();
      await db
        .updateTable("mail_queue")
        .set((eb) => ({
          failed_at: sql<Date>`now()`,
          attempts: eb("attempts", "+", 1),
          last_error: "EENVELOPE: 550 5.1.1 No such mailbox here",
        }))
        .where("id", "=", failed.id)
        .execute();
      await db
        .updateTable("mail_queue")
        .set({ attempts: 3, last_error: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:25" })
        .where("id", "=", waiting.id)
        .execute();
      return { sent: sent.id, failed: failed.id, waiting: waiting.id };
    }

    it("refuses visitors and members, with words", async () => {
      expect((await t.call("GET", "admin/mail/")).status).toBe(401);
      for (const member of ["visitor@portal.test", "demo@portal.test"]) {
        const reply = await t.call("GET", "admin/mail/", {
          token: await accessTokenOf(t, member),
        });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ detail: "This needs a staff account." });
      }
    });

    it("lists messages newest first with their status, attempts and last words, never a body; counts waiting and failed", async () => {
      const ids = await queueOfThree();
      const all = await list();
      expect(all.count).toBe(3);
      expect({ waiting: all.waiting, failed: all.failed }).toEqual({ waiting: 1, failed: 1 });
      expect(all.results.map((mail) => [mail.id, mail.status])).toEqual([
        [ids.waiting, "waiting"],
        [ids.failed, "failed"],
        [ids.sent, "sent"],
      ]);
      const [waiting, failed, sent] = all.results;
      expect(waiting).toMatchObject({
        recipient: "asha@example.com",
        subject: "Your password reset code",
        attempts: 3,
        last_error: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:25",
        sent_at: null,
        failed_at: null,
      });
      expect(Date.parse(waiting?.next_attempt_at ?? "")).toBeGreaterThan(Date.now());
      expect(failed).toMatchObject({ next_attempt_at: null, sent_at: null });
      expect(failed?.failed_at).toMatch(/Z$/);
      expect(sent).toMatchObject({ next_attempt_at: null, failed_at: null, last_error: null });
      expect(Object.keys(waiting ?? {})).not.toContain("text");
      expect(JSON.stringify(all)).not.toContain("424242");
    });

    it("shows one status at a time; the counts stay the whole queue's", async () => {
      const ids = await queueOfThree();
      for (const status of ["waiting", "sent", "failed"] as const) {
        const page = await list(`?status=${status}`);
        expect(page.results.map((mail) => mail.id)).toEqual([ids[status]]);
        expect({ waiting: page.waiting, failed: page.failed }).toEqual({ waiting: 1, failed: 1 });
      }
      const wrong = await t.call("GET", "admin/mail/?status=lost", { token: staff });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ status: ['Use "waiting", "sent", "failed", or leave it out.'] });
      const twice = await t.call("GET", "admin/mail/?status=sent&status=failed", { token: staff });
      expect(twice.status).toBe(400);
    });

    it("shows a registration's e-mails sent a moment after the answer, and counts them on the overview", async () => {
      const empty = await list();
      expect(empty).toMatchObject({ count: 0, waiting: 0, failed: 0, results: [] });
      const registered = await t.call("POST", "app/register/", {
        body: {
          name: "Kiran Rao",
          email: "kiran@example.com",
          phonenumber: "+91 98450 44444",
          password: "Kiran2026",
        },
      });
      expect(registered.status).toBe(201);
      await expect
        .poll(async () => (await list("?status=sent")).results.map((mail) => mail.recipient))
        .toEqual(["kiran@example.com", "ops@test.example"]);
      await queueOfThree();
      const overview = (await t.call("GET", "admin/overview/", { token: staff })).body as Overview;
      expect(overview.mail).toEqual({ waiting: 1, failed: 1 });
    });
  },
);
