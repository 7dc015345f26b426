import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PersonDetail, StaffOrder, StaffPage } from "#contract/staff.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";

describe.each(TEST_DATABASES)("staff: orders, on $database", ({ postgres }) => {
  let t: TestService;
  let staff: string;
  let pmt: string;

  beforeEach(async () => {
    t = await startTestService({ postgres });
    staff = await accessTokenOf(t, "staff@portal.test");
    pmt = await accessTokenOf(t, "pmt@portal.test");
  });
  afterEach(async () => t.close());

  const courseId = async (title: string) => {
    const list = (await t.call("GET", "api/propmtservice/", { token: pmt })).body as {
      id: number;
      title: string;
    }[];
    return (list.find((course) => course.title === title) as { id: number }).id;
  };
  const order = async (title: string, withCoins: boolean) => {
    const reply = await t.call("POST", "api/orders/", {
      token: pmt,
      body: { service: await courseId(title), pay_with_coins: withCoins },
    });
    expect(reply.status, reply.text).toBe(201);
    return (reply.body as { id: number }).id;
  };
  const post = (path: string) => t.call("POST", path, { token: staff, body: {} });

  it("lists orders by status, newest first, with the buyer and the course", async () => {
    const id = await order("Organic Chemistry Foundations", false);
    const pending = (await t.call("GET", "admin/orders/?status=pending", { token: staff }))
      .body as StaffPage<StaffOrder>;
    expect(pending.results[0]).toMatchObject({
      id,
      email: "pmt@portal.test",
      service_title: "Organic Chemistry Foundations",
      status: "pending",
      paid_with: "manual",
    });
    expect(pending.results.every((o) => o.status === "pending")).toBe(true);
    expect((await t.call("GET", "admin/orders/?status=lost", { token: staff })).status).toBe(400);
  });

  it("confirms a pending order once, even when five clicks arrive together; the buyer owns it and is told", async () => {
    const id = await order("Organic Chemistry Foundations", false);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(`admin/orders/${id}/confirm/`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)?.body).toEqual({
      detail: "This order is already paid: nothing was changed.",
    });
    const mine = await t.call("GET", "api/purchasedservices/my-services/", { token: pmt });
    expect(mine.text).toContain("Organic Chemistry Foundations");
    const orders = (await t.call("GET", "api/orders/", { token: pmt })).body as {
      id: number;
      status: string;
    }[];
    expect(orders.find((o) => o.id === id)?.status).toBe("paid");
    const audit = (await t.call("GET", "admin/audit/?action=confirm-order", { token: staff }))
      .body as StaffPage<unknown>;
    expect(audit.count).toBe(1);
    await t.service.close().catch(() => undefined); // flush the e-mails sent after the answer
    expect(
      t
        .outbox()
        .some((mail) => mail.includes("Your course is ready: Organic Chemistry Foundations")),
    ).toBe(true);
    t = await startTestService({ postgres });
  });

  it("keeps a confirmation or a cancellation and its e-mail together: when the e-mail cannot be kept, nothing changes", async () => {
    const id = await order("Organic Chemistry Foundations", false);
    const { sql } = await import("kysely");
    await sql`ALTER TABLE mail_queue RENAME TO mail_queue_away`.execute(t.service.db);
    try {
      for (const action of ["confirm", "cancel"]) {
        expect((await post(`admin/orders/${id}/${action}/`)).status, action).toBe(500);
      }
    } finally {
      await sql`ALTER TABLE mail_queue_away RENAME TO mail_queue`.execute(t.service.db);
    }
    const orders = (await t.call("GET", "api/orders/", { token: pmt })).body as {
      id: number;
      status: string;
    }[];
    expect(orders.find((o) => o.id === id)?.status).toBe("pending");
    const audit = (await t.call("GET", "admin/audit/?action=confirm-order", { token: staff }))
      .body as StaffPage<unknown>;
    expect(audit.count).toBe(0);
    expect((await post(`admin/orders/${id}/confirm/`)).status).toBe(200);
  });

  it("cancels: a pending order simply; a coin order gives the course back and the coins too", async () => {
    const pending = await order("Organic Chemistry Foundations", false);
    expect((await post(`admin/orders/${pending}/cancel/`)).status).toBe(200);
    expect((await post(`admin/orders/${pending}/cancel/`)).status).toBe(409);
    expect((await post(`admin/orders/${pending}/confirm/`)).status).toBe(409);

    const paid = await order("Human Physiology Sprint", true); // 30 of pmt@'s 40 coins
    const cancelled = await post(`admin/orders/${paid}/cancel/`);
    expect(cancelled.body).toEqual({ id: paid, status: "cancelled", refunded_coins: 30 });
    const me = (await t.call("GET", "app/me/", { token: pmt })).body as {
      id: number;
      abc_coins: number;
    };
    expect(me.abc_coins).toBe(40);
    const detail = (await t.call("GET", `admin/people/${me.id}/`, { token: staff }))
      .body as PersonDetail;
    expect(detail.ledger_sum).toBe(40);
    expect(detail.ledger.slice(0, 2).map((l) => l.change)).toEqual([30, -30]);
    expect(detail.purchases).toEqual([]);
    // The course can be ordered again.
    await order("Human Physiology Sprint", false);
  });

  it("refuses to cancel a course paid by arrangement, and unknown orders are 404", async () => {
    const demo = await accessTokenOf(t, "demo@portal.test");
    const orders = (await t.call("GET", "api/orders/", { token: demo })).body as { id: number }[];
    const paid = orders[0] as { id: number };
    const reply = await post(`admin/orders/${paid.id}/cancel/`);
    expect(reply.status).toBe(409);
    expect(JSON.stringify(reply.body)).toMatch(/paid by arrangement/);
    expect((await post("admin/orders/999999/confirm/")).status).toBe(404);
  });
});
