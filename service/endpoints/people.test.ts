import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PersonDetail, PersonItem, StaffPage } from "#contract/staff.ts";
import { BALANCE_CHANGED } from "#contract/staff-refusals.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";

const OPS_TOKEN = "the-ops-token-of-this-run-0123456789abcdefgh";

describe.each(TEST_DATABASES)("staff: people, coins and accounts, on $database", ({ postgres }) => {
  let t: TestService;
  let staff: string;

  beforeEach(async () => {
    t = await startTestService({ postgres, opsToken: OPS_TOKEN });
    staff = await accessTokenOf(t, "staff@portal.test");
  });
  afterEach(async () => t.close());

  const as = (token: string) => ({
    get: (path: string) => t.call("GET", path, { token }),
    post: (path: string, body: unknown = {}) => t.call("POST", path, { token, body }),
  });
  const idOf = async (email: string) => {
    const list = await as(staff).get(`admin/people/?q=${encodeURIComponent(email)}`);
    return ((list.body as StaffPage<PersonItem>).results[0] as PersonItem).id;
  };
  const person = async (id: number) =>
    (await as(staff).get(`admin/people/${id}/`)).body as PersonDetail;

  it("finds people by part of the name, the e-mail, or the digits of the phone", async () => {
    const byName = (await as(staff).get("admin/people/?q=priya")).body as StaffPage<PersonItem>;
    expect(byName.results.map((p) => p.email)).toEqual(["pmt@portal.test"]);
    const byPhone = (await as(staff).get("admin/people/?q=9000000003"))
      .body as StaffPage<PersonItem>;
    expect(byPhone.results.map((p) => p.email)).toEqual(["visitor@portal.test"]);
    const wild = (await as(staff).get("admin/people/?q=%25")).body as StaffPage<PersonItem>;
    expect(wild.count).toBe(0); // % is looked for, not a wildcard
    const all = (await as(staff).get("admin/people/?sort=-coins")).body as StaffPage<PersonItem>;
    expect(all.results[0]?.email).toBe("demo@portal.test");
    expect((await as(staff).get("admin/people/?sort=password")).status).toBe(400);
    // Any other sort is a 400 with words, never a 500: names every object has included.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom("constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"),
          fc
            .string({ maxLength: 30 })
            .filter(
              (word) =>
                !["name", "-name", "coins", "-coins", "joined", "-joined", ""].includes(word),
            ),
        ),
        async (sort) => {
          const answer = await as(staff).get(`admin/people/?sort=${encodeURIComponent(sort)}`);
          expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 25 },
    );
    expect((await as(staff).get(`admin/people/?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("takes coins once from the balance a confirmed form states: its second post is refused", async () => {
    const id = await idOf("pmt@portal.test");
    const { abc_coins: balance } = await person(id);
    const body = { change: -5, reason: "Charged twice", expected: balance };
    const first = await as(staff).post(`admin/people/${id}/coins/`, body);
    expect(first.body).toEqual({ id, abc_coins: balance - 5 });
    const again = await as(staff).post(`admin/people/${id}/coins/`, body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: BALANCE_CHANGED(balance - 5, balance) });
    expect((await person(id)).abc_coins).toBe(balance - 5);
  });

  it("adjusts coins with a reason: a ledger line each, summing to the balance, audited", async () => {
    const id = await idOf("visitor@portal.test");
    expect(
      (await as(staff).post(`admin/people/${id}/coins/`, { change: 75, reason: "Welcome bonus" }))
        .status,
    ).toBe(200);
    const taken = await as(staff).post(`admin/people/${id}/coins/`, {
      change: -25,
      reason: "Correction",
    });
    expect(taken.body).toEqual({ id, abc_coins: 50 });
    const below = await as(staff).post(`admin/people/${id}/coins/`, {
      change: -51,
      reason: "Too much",
    });
    expect(below.status).toBe(409);
    expect(below.body).toEqual({ detail: "The balance is 50 coins: it cannot go below zero." });
    // Nor past the largest balance (the database column would refuse it with an error).
    await t.service.db
      .updateTable("users")
      .set({ abc_coins: 999_999_990 })
      .where("id", "=", id)
      .execute();
    const above = await as(staff).post(`admin/people/${id}/coins/`, {
      change: 11,
      reason: "Too high",
    });
    expect(above.status).toBe(409);
    expect(JSON.stringify(above.body)).toMatch(/cannot go above/);
    await t.service.db.updateTable("users").set({ abc_coins: 50 }).where("id", "=", id).execute();
    const detail = await person(id);
    expect(detail.abc_coins).toBe(50);
    expect(detail.ledger_sum).toBe(50);
    expect(detail.ledger.map((l) => [l.change, l.reason, l.actor])).toEqual([
      [-25, "Correction", "staff@portal.test"],
      [75, "Welcome bonus", "staff@portal.test"],
    ]);
    const audit = (await as(staff).get("admin/audit/?subject=visitor@portal.test&action=coins"))
      .body as StaffPage<{ actor: string; after: { abc_coins: number; reason: string } }>;
    expect(audit.results.map((a) => [a.actor, a.after])).toEqual([
      ["staff@portal.test", { abc_coins: 50, reason: "Correction" }],
      ["staff@portal.test", { abc_coins: 75, reason: "Welcome bonus" }],
    ]);
    // The member sees the new balance on the next call.
    const member = await accessTokenOf(t, "visitor@portal.test");
    expect(((await as(member).get("app/me/")).body as { abc_coins: number }).abc_coins).toBe(50);
  });

  it("refuses malformed coin changes with words and changes nothing", async () => {
    const id = await idOf("pmt@portal.test");
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            change: fc.oneof(
              fc.constant(0),
              fc.double(),
              fc.string(),
              fc.integer({ min: 1_000_001 }),
              fc.constant(null),
            ),
            reason: fc.oneof(
              fc.constant(""),
              fc.constant("ab"),
              fc.string({ minLength: 201, maxLength: 300 }),
              fc.integer(),
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const reply = await as(staff).post(`admin/people/${id}/coins/`, body);
          expect(reply.status).toBe(400);
          expect(JSON.stringify(reply.body)).toMatch(/[a-z]{3,}/);
        },
      ),
      { numRuns: 40 },
    );
    const detail = await person(id);
    expect(detail.abc_coins).toBe(40);
    expect(detail.ledger_sum).toBe(40);
  });

  it("grants and revokes modules; the member's access follows", async () => {
    const id = await idOf("visitor@portal.test");
    const member = await accessTokenOf(t, "visitor@portal.test");
    expect(
      (await as(staff).post(`admin/people/${id}/modules/`, { module: "shatayu", granted: true }))
        .status,
    ).toBe(200);
    expect(((await as(member).get("app/me/")).body as { shatayu: boolean }).shatayu).toBe(true);
    await as(staff).post(`admin/people/${id}/modules/`, { module: "shatayu", granted: false });
    expect(((await as(member).get("app/me/")).body as { shatayu: boolean }).shatayu).toBe(false);
    expect(
      (await as(staff).post(`admin/people/${id}/modules/`, { module: "admin", granted: true }))
        .status,
    ).toBe(400);
  });

  it("signs a person out everywhere, and deactivates and reactivates an account", async () => {
    const id = await idOf("pmt@portal.test");
    const member = await accessTokenOf(t, "pmt@portal.test");
    expect((await as(staff).post(`admin/people/${id}/sign-out/`)).status).toBe(200);
    expect((await as(member).get("app/me/")).status).toBe(401);
    expect((await as(staff).post(`admin/people/${id}/active/`, { active: false })).status).toBe(
      200,
    );
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: "pmt@portal.test", password: "Demo12345" },
    });
    expect(login.status).toBe(401);
    await as(staff).post(`admin/people/${id}/active/`, { active: true });
    expect(await accessTokenOf(t, "pmt@portal.test")).toMatch(/\./);
  });

  it("keeps staff accounts for administrators, and nobody changes their own", async () => {
    const self = await idOf("staff@portal.test");
    expect((await as(staff).post(`admin/people/${self}/active/`, { active: false })).status).toBe(
      409,
    );
    const demo = await idOf("demo@portal.test");
    // Only an administrator makes someone staff: staff are refused.
    expect((await as(staff).post(`admin/people/${demo}/role/`, { role: "staff" })).status).toBe(
      403,
    );
    // The first administrator comes from npm run ops (here through the server, as the CLI does).
    const ops = await t.call("POST", "ops/run/", {
      body: { args: ["set-role", "staff@portal.test", "admin"], operator: "test" },
      headers: { authorization: `Ops ${OPS_TOKEN}` },
      address: "127.0.0.1",
    });
    expect(ops.status).toBe(200);
    expect((await as(staff).post(`admin/people/${demo}/role/`, { role: "staff" })).status).toBe(
      200,
    );
    expect((await as(staff).post(`admin/people/${self}/role/`, { role: "member" })).status).toBe(
      409,
    );
    const colleague = await accessTokenOf(t, "demo@portal.test");
    // Staff may not deactivate another staff member; an administrator may.
    expect(
      (await as(colleague).post(`admin/people/${self}/active/`, { active: false })).status,
    ).toBe(403);
    expect((await as(staff).post(`admin/people/${demo}/active/`, { active: false })).status).toBe(
      200,
    );
  });
});
