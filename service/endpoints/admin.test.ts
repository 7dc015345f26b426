import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { runOps } from "../ops/run.ts";
import { lastMondays, OVERVIEW_WEEKS } from "./admin.ts";

interface Overview {
  attention: { new_registrations: number; pending_orders: number; unanswered_enquiries: number };
  weeks: { week: string; registrations: number; orders: number }[];
}

describe("lastMondays", () => {
  it("gives the Mondays of the last weeks, a week apart, ending with the week of the day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (day) => {
          const mondays = lastMondays(day, OVERVIEW_WEEKS);
          expect(mondays).toHaveLength(OVERVIEW_WEEKS);
          for (const [index, monday] of mondays.entries()) {
            const date = new Date(`${monday}T00:00:00Z`);
            expect(date.getUTCDay()).toBe(1);
            if (index > 0) {
              const previous = new Date(`${mondays[index - 1]}T00:00:00Z`);
              expect(date.getTime() - previous.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
            }
          }
          const last = new Date(`${mondays.at(-1)}T00:00:00Z`).getTime();
          expect(day.getTime() - last).toBeGreaterThanOrEqual(0);
          expect(day.getTime() - last).toBeLessThan(7 * 24 * 60 * 60 * 1000);
        },
      ),
    );
  });
});

describe.each(TEST_DATABASES)("GET admin/overview/ (staff only), on $database", ({ postgres }) => {
  let t: TestService;

  beforeEach(async () => {
    t = await startTestService({ postgres });
  });
  afterEach(async () => t.close());

  const tokenOf = (username: string) => accessTokenOf(t, username);

  it("refuses anyone without a staff account, with words", async () => {
    expect((await t.call("GET", "admin/overview/")).status).toBe(401);
    for (const member of ["visitor@portal.test", "demo@portal.test"]) {
      const reply = await t.call("GET", "admin/overview/", { token: await tokenOf(member) });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ detail: "This needs a staff account." });
    }
  });

  it("counts what needs attention and charts registrations and orders per week", async () => {
    const staff = await tokenOf("staff@portal.test");
    const overview = async () =>
      (await t.call("GET", "admin/overview/", { token: staff })).body as Overview;
    const before = await overview();
    // The seeded visitor holds no module: a registration nobody has looked at yet.
    expect(before.attention).toEqual({
      new_registrations: 1,
      pending_orders: 0,
      unanswered_enquiries: 0,
    });
    expect(before.weeks).toHaveLength(OVERVIEW_WEEKS);

    const stamp = Date.now();
    const registered = await t.call("POST", "app/register/", {
      body: {
        name: "New Person",
        email: `new.${stamp}@example.com`,
        phonenumber: `+91 95${String(stamp).slice(-8)}`,
        password: "Start2026",
        access_for: "Shatayu, please",
      },
    });
    expect(registered.status).toBe(201);
    const pmt = await tokenOf("pmt@portal.test");
    expect((await t.call("POST", "api/orders/", { token: pmt, body: { service: 8 } })).status).toBe(
      201,
    );
    const enquiry = await t.call("POST", "api/enquiry/", {
      body: { name: "Asha", email: "asha@example.com", message: "Do you run courses in Pune?" },
    });
    expect(enquiry.status).toBe(201);

    const after = await overview();
    expect(after.attention).toEqual({
      new_registrations: 2,
      pending_orders: 1,
      unanswered_enquiries: 1,
    });
    const thisWeek = after.weeks.at(-1);
    const lastWeek = before.weeks.at(-1);
    expect(thisWeek?.registrations).toBe((lastWeek?.registrations ?? 0) + 1);
    expect(thisWeek?.orders).toBe((lastWeek?.orders ?? 0) + 1);

    // Granting a module is the registration's review.
    expect(
      await runOps(["grant", `new.${stamp}@example.com`, "shatayu"], t.service.db, {
        log() {},
        error() {},
        table() {},
      }),
    ).toBe(0);
    expect((await overview()).attention.new_registrations).toBe(1);
  });
});
