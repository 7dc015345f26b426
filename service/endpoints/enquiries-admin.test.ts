import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { readAudit } from "../ops/audit.ts";
import { ALREADY_ANSWERED } from "./enquiries-admin.ts";

interface Page {
  count: number;
  results: { id: number; email: string; answered_at: string | null }[];
}

describe.each(TEST_DATABASES)(
  "enquiries for staff (admin/enquiries/), on $database",
  ({ postgres }) => {
    let t: TestService;
    let staff: string;

    beforeEach(async () => {
      t = await startTestService({ postgres });
      staff = await accessTokenOf(t, "staff@portal.test");
    });
    afterEach(async () => t.close());

    let sequence = 0;
    const enquire = async (message: string) => {
      sequence += 1;
      const email = `asker.${sequence}@example.com`;
      const reply = await t.call("POST", "api/enquiry/", {
        body: { name: `Asker ${sequence}`, email, subject: "Courses in Pune", message },
        address: `198.51.100.${sequence}`,
      });
      expect(reply.status).toBe(201);
      return (reply.body as { id: number }).id;
    };
    const list = async (query = "") =>
      (await t.call("GET", `admin/enquiries/${query}`, { token: staff })).body as Page;
    const answer = (id: number | string, body: unknown) =>
      t.call("POST", `admin/enquiries/${id}/answer/`, { token: staff, body });

    it("lists enquiries newest first, and those that need an answer", async () => {
      const first = await enquire("Do you run courses in Pune?");
      const second = await enquire("What does Shatayu cost?");
      expect((await list()).results.map((row) => row.id)).toEqual([second, first]);
      expect((await answer(first, {})).status).toBe(200);
      expect((await list("?answered=no")).results.map((row) => row.id)).toEqual([second]);
      expect((await list("?answered=yes")).results.map((row) => row.id)).toEqual([first]);
      const wrong = await t.call("GET", "admin/enquiries/?answered=maybe", { token: staff });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ answered: ['Use "yes", "no", or leave it out.'] });
    });

    it("answers once by e-mail, audited; a second answer sends nothing", async () => {
      const id = await enquire("Do you run courses in Pune?");
      const replied = await answer(id, { reply: "Yes: every Saturday at our Kothrud centre." });
      expect(replied.body).toEqual({ id, answered: true, replied: true });
      const [twice] = await Promise.all([answer(id, { reply: "Again" })]);
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ detail: ALREADY_ANSWERED });
      await expect
        .poll(
          () => t.outbox().filter((mail) => mail.includes("every Saturday at our Kothrud")).length,
        )
        .toBe(1);
      expect(t.outbox().some((mail) => mail.includes("Again"))).toBe(false);
      const [entry] = await readAudit(t.service.db, `enquiry ${id}`);
      expect(entry).toMatchObject({ actor: "staff@portal.test", action: "answer-enquiry" });
    });

    it("refuses members, bad ids and malformed answers with words", async () => {
      const id = await enquire("Hello");
      const member = await t.call("POST", "auth/jwt/create/", {
        body: { username: "demo@portal.test", password: "Demo12345" },
      });
      const token = (member.body as { access: string }).access;
      expect((await t.call("GET", "admin/enquiries/", { token })).status).toBe(403);
      for (const bad of ["0", "abc", "99999999999", "999999"]) {
        expect((await answer(bad, {})).status).toBe(404);
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constant({ reply: "" }),
            fc.constant({ reply: "   " }),
            fc.constant({ reply: "x".repeat(5001) }),
            fc.constant({ reply: 42 }),
            fc.constant({ answered: true }),
            // A reply of any other type (what JSON can carry of it).
            fc
              .anything()
              .filter((value) => typeof value !== "string" && JSON.stringify(value) !== undefined)
              .map((value) => ({ reply: value })),
          ),
          async (body) => {
            const reply = await answer(id, body);
            expect(reply.status).toBe(400);
            expect(JSON.stringify(reply.body)).toMatch(/[a-z]{3}/);
          },
        ),
        { numRuns: 40 },
      );
      expect((await list("?answered=no")).results.map((row) => row.id)).toContain(id);
    });
  },
);
