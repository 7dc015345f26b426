import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { PAGE_SIZE } from "../http/paging.ts";
import { readAudit } from "../ops/audit.ts";
import { ALREADY_REVIEWED } from "./registrations.ts";

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; email: string; access_for: string }[];
}

describe.each(TEST_DATABASES)(
  "the registrations staff review (admin/registrations/), on $database",
  ({ postgres }) => {
    let t: TestService;
    let staff: string;

    beforeEach(async () => {
      t = await startTestService({ postgres });
      staff = await accessTokenOf(t, "staff@portal.test");
    });
    afterEach(async () => t.close());

    let sequence = 0;
    const register = async (accessFor: string) => {
      sequence += 1;
      const email = `person.${sequence}.${Date.now()}@example.com`;
      const reply = await t.call("POST", "app/register/", {
        body: {
          name: `Person ${sequence}`,
          email,
          phonenumber: `+91 94${String(Date.now() + sequence).slice(-8)}`,
          password: "Start2026",
          access_for: accessFor,
        },
        address: `198.51.100.${sequence}`,
      });
      expect(reply.status).toBe(201);
      return email;
    };
    const list = async (query = "") =>
      (await t.call("GET", `admin/registrations/${query}`, { token: staff })).body as Page;
    const idOf = async (email: string) =>
      (await list()).results.find((row) => row.email === email)?.id as number;
    const review = (id: number | string, body: unknown, token = staff) =>
      t.call("POST", `admin/registrations/${id}/review/`, { token, body });

    it("lists the registrations nobody has reviewed, newest first, with what they asked for", async () => {
      const first = await register("Shatayu for my mother");
      const second = await register("RepHub");
      const page = await list();
      expect(page.results.map((row) => row.email).slice(0, 2)).toEqual([second, first]);
      expect(page.results[0]?.access_for).toBe("RepHub");
      // The seeded visitor (no module) is waiting too; members with modules and staff are not.
      expect(page.results.map((row) => row.email)).toContain("visitor@portal.test");
      expect(page.results.map((row) => row.email)).not.toContain("demo@portal.test");
      expect(page.results.map((row) => row.email)).not.toContain("staff@portal.test");
      expect(page.count).toBe(3);
    });

    it("grants modules once: the person gets them and an e-mail, the audit log a line", async () => {
      const email = await register("Shatayu please");
      const id = await idOf(email);
      const granted = await review(id, { grant: ["shatayu", "rephub"] });
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({ id, reviewed: "granted", granted: ["shatayu", "rephub"] });
      // A double click, or a colleague at the same moment: nothing more happens.
      const again = await Promise.all([
        review(id, { decline: true }),
        review(id, { grant: ["career"] }),
      ]);
      for (const reply of again) {
        expect(reply.status).toBe(409);
        expect(reply.body).toEqual({ detail: ALREADY_REVIEWED });
      }
      const login = await t.call("POST", "auth/jwt/create/", {
        body: { username: email, password: "Start2026" },
      });
      const me = await t.call("GET", "app/me/", {
        token: (login.body as { access: string }).access,
      });
      expect(me.body).toMatchObject({ shatayu: true, rephub: true, career: false });
      expect((await list()).results.map((row) => row.email)).not.toContain(email);
      const [entry] = await readAudit(t.service.db, email);
      expect(entry).toMatchObject({
        actor: "staff@portal.test",
        action: "review-grant",
        before: { reviewed_at: null, shatayu: false, rephub: false },
        after: { reviewed: true, shatayu: true, rephub: true },
      });
      await expect
        .poll(() =>
          t.outbox().some((mail) => mail.includes("You now have access to: Shatayu, RepHub")),
        )
        .toBe(true);
    });

    it("declines with an e-mail that says what to do next", async () => {
      const email = await register("Everything");
      const declined = await review(await idOf(email), { decline: true });
      expect(declined.body).toMatchObject({ reviewed: "declined", granted: [] });
      await expect
        .poll(() =>
          t.outbox().some((mail) => mail.includes("reply to this e-mail and tell us more.")),
        )
        .toBe(true);
      expect((await readAudit(t.service.db, email))[0]?.action).toBe("review-decline");
    });

    it("refuses members, bad ids and malformed reviews with words, changing nothing", async () => {
      const email = await register("Career");
      const id = await idOf(email);
      const member = await t.call("POST", "auth/jwt/create/", {
        body: { username: "demo@portal.test", password: "Demo12345" },
      });
      const memberToken = (member.body as { access: string }).access;
      expect((await review(id, { grant: ["career"] }, memberToken)).status).toBe(403);
      expect((await t.call("GET", "admin/registrations/", { token: memberToken })).status).toBe(
        403,
      );
      for (const bad of ["0", "-1", "abc", "99999999999", "1.5"]) {
        expect((await review(bad, { decline: true })).status).toBe(404);
      }
      // Staff and members with modules are not registrations to review.
      expect((await review(1, { decline: true })).status).toBe(409);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constant({}),
            fc.constant({ grant: [] }),
            fc.constant({ grant: ["career", "career"] }),
            fc.constant({ grant: ["superpowers"] }),
            fc.constant({ decline: false }),
            fc.constant({ grant: ["career"], decline: true }),
            fc.record({ grant: fc.array(fc.string(), { maxLength: 3 }) }),
            fc.anything(),
          ),
          async (body) => {
            const reply = await review(id, body);
            expect([400, 409]).toContain(reply.status);
            if (reply.status === 409) return; // a generated body that happened to be valid
            expect(JSON.stringify(reply.body)).toMatch(/[a-z]{3}/);
          },
        ),
        { numRuns: 40 },
      );
      expect((await list()).results.map((row) => row.email)).toContain(email);
    });

    it("pages twenty at a time, and says so when a page does not exist", async () => {
      expect(PAGE_SIZE).toBe(20);
      const first = await list("?page=1");
      expect(first.next).toBeNull();
      expect((await t.call("GET", "admin/registrations/?page=2", { token: staff })).status).toBe(
        404,
      );
      expect((await t.call("GET", "admin/registrations/?page=x", { token: staff })).status).toBe(
        404,
      );
    });
  },
);
