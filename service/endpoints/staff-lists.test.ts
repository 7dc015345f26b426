import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PersonItem, StaffOrder, StaffPage } from "#contract/staff.ts";
import type { BulkAnswer } from "#contract/staff-lists.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { readAudit } from "../ops/audit.ts";
import { ALREADY_REVIEWED } from "./registrations.ts";

/**
 * The staff lists' sorting, search, filters and pages, and the bulk actions,
 * on accounts and orders each test makes for itself (straight into the
 * database: the sign-up's per-address limit is not what is tested here).
 */
describe.each(TEST_DATABASES)("staff lists and bulk actions, on $database", ({ postgres }) => {
  let t: TestService;
  let staff: string;

  beforeEach(async () => {
    t = await startTestService({ postgres });
    staff = await accessTokenOf(t, "staff@portal.test");
  });
  afterEach(async () => t.close());

  const get = async <T>(path: string) => {
    const reply = await t.call("GET", path, { token: staff });
    return { status: reply.status, body: reply.body as T };
  };
  const post = (path: string, body: unknown) => t.call("POST", path, { token: staff, body });

  /** Members of a test's own, each `[name, coins, joined days ago, phone]`, "@lists.test" e-mails. */
  async function members(...people: [string, number, number, string?][]) {
    const ids: number[] = [];
    for (const [name, coins, daysAgo, phone] of people) {
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}@lists.test`;
      const row = await t.service.db
        .insertInto("users")
        .values({
          username: email,
          email,
          name,
          phonenumber: phone ?? "",
          access_for: "",
          password: "!",
          abc_coins: coins,
          date_joined: new Date(Date.now() - daysAgo * 86_400_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }
  const emailsOf = (page: StaffPage<PersonItem>) => page.results.map((p) => p.email);

  it("sorts people by name, coins and joining date, both ways, with a fixed order for ties", async () => {
    await members(["Zara Lists", 5, 3], ["Arun Lists", 50, 1], ["Meera Lists", 20, 2]);
    const sorted = async (sort: string) =>
      emailsOf((await get<StaffPage<PersonItem>>(`admin/people/?q=lists.test&sort=${sort}`)).body);
    const [arun, meera, zara] = ["arun", "meera", "zara"].map((n) => `${n}.lists@lists.test`);
    expect(await sorted("name")).toEqual([arun, meera, zara]);
    expect(await sorted("-name")).toEqual([zara, meera, arun]);
    expect(await sorted("coins")).toEqual([zara, meera, arun]);
    expect(await sorted("-coins")).toEqual([arun, meera, zara]);
    expect(await sorted("joined")).toEqual([zara, meera, arun]);
    expect(await sorted("-joined")).toEqual([arun, meera, zara]);
    // The default is the newest first.
    expect(await sorted("")).toEqual([arun, meera, zara]);
  });

  it("searches people by name, e-mail or phone, any case, with LIKE's wildcards taken as text", async () => {
    await members(
      ["Farah Khan", 0, 1, "+91 98111 22233"],
      ["Percy 100% Sure", 0, 1],
      ["Under_Score", 0, 1],
      ["Underxscore", 0, 1],
      ["Back\\slash Rao", 0, 1],
      ["Leela İNAN", 0, 1],
    );
    const found = async (q: string) =>
      emailsOf((await get<StaffPage<PersonItem>>(`admin/people/?q=${encodeURIComponent(q)}`)).body);
    expect(await found("FARAH")).toEqual(["farah.khan@lists.test"]);
    expect(await found("farah.khan@LISTS")).toEqual(["farah.khan@lists.test"]);
    expect(await found("98111-22233")).toEqual(["farah.khan@lists.test"]);
    expect(await found("100%")).toEqual(["percy.100.sure@lists.test"]);
    expect(await found("under_")).toEqual(["under_score@lists.test"]);
    expect(await found("back\\SLASH")).toEqual(["back.slash.rao@lists.test"]);
    // Letters outside ASCII: the database lowers both sides, so a name finds itself.
    expect(await found("İNAN")).toEqual(["leela.i.nan@lists.test"]);
  });

  it("filters people by module, active or not, staff or members", async () => {
    const [asha, ravi] = await members(["Asha Filter", 0, 1], ["Ravi Filter", 0, 1]);
    await t.service.db
      .updateTable("users")
      .set({ rephub: true })
      .where("id", "=", asha as number)
      .execute();
    await t.service.db
      .updateTable("users")
      .set({ is_active: false })
      .where("id", "=", ravi as number)
      .execute();
    const found = async (query: string) =>
      emailsOf((await get<StaffPage<PersonItem>>(`admin/people/?${query}`)).body);
    expect(await found("q=filter&module=rephub")).toEqual(["asha.filter@lists.test"]);
    expect(await found("q=filter&active=no")).toEqual(["ravi.filter@lists.test"]);
    expect(await found("q=filter&active=yes")).toEqual(["asha.filter@lists.test"]);
    expect(await found("role=staff")).toEqual(["staff@portal.test"]);
    expect(await found("q=filter&role=member&sort=name")).toEqual([
      "asha.filter@lists.test",
      "ravi.filter@lists.test",
    ]);
  });

  it("counts pages: 20 a page, the last one holds the rest, past the end is a 404", async () => {
    await members(
      ...Array.from({ length: 45 }, (_, i) => [`Paged ${i}`, i, i] as [string, number, number]),
    );
    const first = await get<StaffPage<PersonItem>>("admin/people/?q=paged");
    expect(first.body.count).toBe(45);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.next).toBe("/admin/people/?q=paged&page=2");
    const third = await get<StaffPage<PersonItem>>("admin/people/?q=paged&page=3");
    expect(third.body.results).toHaveLength(5);
    expect(third.body.next).toBeNull();
    expect((await get("admin/people/?q=paged&page=4")).status).toBe(404);
    // As DRF's PageNumberPagination answers (checked against Django REST framework 3.14): a page
    // given twice is the last one, and the way back to the first page has no page number.
    const repeated = await get<StaffPage<PersonItem>>("admin/people/?q=paged&page=3&page=2");
    expect(repeated.body.results.map((person) => person.name)).toEqual(
      (await get<StaffPage<PersonItem>>("admin/people/?q=paged&page=2")).body.results.map(
        (person) => person.name,
      ),
    );
    expect(repeated.body.previous).toBe("/admin/people/?q=paged");
    expect(third.body.previous).toBe("/admin/people/?q=paged&page=2");
    for (const page of ["", "0", "-1", "1.0", "two"]) {
      expect((await get(`admin/people/?q=paged&page=${page}`)).status, page).toBe(404);
    }
  });

  it("searches orders by number or by the buyer's name or e-mail; filters by status and payment", async () => {
    const [buyer] = await members(["Devika Buyer", 0, 1]);
    const courses = await t.service.db.selectFrom("pmt_services").select("id").limit(2).execute();
    const order = (status: "pending" | "paid", paid_with: "coins" | "manual") =>
      t.service.db
        .insertInto("orders")
        .values({
          user_id: buyer as number,
          service_id: (courses[status === "paid" ? 1 : 0] as { id: number }).id,
          amount: "100.00",
          coins: 0,
          status,
          paid_with,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const pending = await order("pending", "manual");
    const paid = await order("paid", "coins");
    const ids = async (query: string) =>
      (await get<StaffPage<StaffOrder>>(`admin/orders/?${query}`)).body.results.map((o) => o.id);
    expect(await ids(`q=${pending.id}`)).toContain(pending.id);
    expect(await ids(`q=%23${pending.id}`)).toContain(pending.id);
    expect(await ids(`q=${pending.id}`)).not.toContain(paid.id);
    expect(await ids("q=devika")).toEqual([paid.id, pending.id]);
    expect(await ids("q=DEVIKA.BUYER%40lists&sort=number")).toEqual([pending.id, paid.id]);
    expect(await ids("q=devika&status=pending")).toEqual([pending.id]);
    expect(await ids("q=devika&paid_with=coins")).toEqual([paid.id]);
    expect((await get<StaffPage<StaffOrder>>("admin/orders/?q=devika")).body.count).toBe(2);
  });

  it("answers an unknown sort or filter, a repeated one or a long search with a 400 and words", async () => {
    const lists = {
      "admin/people/": ["sort", "module", "active", "role"],
      "admin/orders/": ["sort", "status", "paid_with"],
      "admin/registrations/": ["sort"],
      "admin/enquiries/": ["answered"],
      "admin/mail/": ["status"],
    } as const;
    const known = new Set(["name", "-name", "coins", "-coins", "joined", "-joined", "number"]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(lists) as (keyof typeof lists)[])),
        fc.nat(),
        fc.oneof(
          fc.constantFrom("constructor", "__proto__", "toString", "-", "--name", "NAME", "1; drop"),
          fc.string({ minLength: 1, maxLength: 40 }),
        ),
        async (list, pick, value) => {
          const names = lists[list];
          const name = names[pick % names.length] as string;
          fc.pre(
            !known.has(value) &&
              !["yes", "no", "staff", "member", "coins", "manual"].includes(value),
          );
          fc.pre(
            ![
              "pending",
              "paid",
              "cancelled",
              "amount",
              "-amount",
              "placed",
              "-placed",
              "-number",
              "waiting",
              "sent",
              "failed",
            ].includes(value),
          );
          fc.pre(
            ![
              "education",
              "career",
              "micro_bussiness",
              "spritual",
              "shatayu",
              "pro_pmt",
              "pharma_edge",
              "rephub",
            ].includes(value),
          );
          const answer = await get<Record<string, string[]>>(
            `${list}?${name}=${encodeURIComponent(value)}`,
          );
          expect(answer.status).toBe(400);
          expect(answer.body[name]?.[0]).toMatch(/\w+/);
        },
      ),
      { numRuns: 40 },
    );
    expect((await get("admin/people/?sort=name&sort=coins")).status).toBe(400);
    expect((await get(`admin/orders/?q=${"x".repeat(101)}`)).status).toBe(400);
    expect((await get("admin/mail/?status=sent&status=failed")).status).toBe(400);
  });

  it("answers any search text, control characters and odd cases included, with a page or a 400 with words, never a 5xx", async () => {
    const lists = ["admin/people/", "admin/orders/", "admin/registrations/", "admin/enquiries/"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.oneof(
          fc.constantFrom("\u0000", "a\u0000b", "%_\\", "İSTANBUL", "ΟΔΥΣΣΕΥΣ", "\u007f", "\\"),
          fc.string({ unit: "binary", maxLength: 120 }),
        ),
        async (list, q) => {
          const answer = await get<Record<string, string[]>>(`${list}?q=${encodeURIComponent(q)}`);
          expect([200, 400]).toContain(answer.status);
          if (answer.status === 400) expect(answer.body.q?.[0]).toMatch(/\w+/);
        },
      ),
      { numRuns: 60 },
    );
    expect((await get("admin/people/?q=%00")).status).toBe(400);
  });

  it("grants one module to many, each through the operation with its own audit line", async () => {
    const [a, b] = await members(["Bulk One", 0, 1], ["Bulk Two", 0, 1]);
    await t.service.db
      .updateTable("users")
      .set({ career: true })
      .where("id", "=", b as number)
      .execute();
    const [c] = await members(["Bulk Three", 0, 1]);
    const answer = await post("admin/people/modules/", {
      ids: [a, b, c, 999_999],
      module: "career",
    });
    expect(answer.status).toBe(200);
    expect(answer.body as BulkAnswer).toEqual({
      done: [
        { id: a, name: "Bulk One" },
        { id: c, name: "Bulk Three" },
      ],
      refused: [
        { id: b, name: "Bulk Two", detail: "Has Career Guidance already." },
        { id: 999_999, name: "Account 999999", detail: "There is no such account." },
      ],
    });
    for (const email of ["bulk.one@lists.test", "bulk.three@lists.test"]) {
      const lines = await readAudit(t.service.db, email);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        actor: "staff@portal.test",
        action: "grant",
        after: { career: true },
      });
    }
    expect(await readAudit(t.service.db, "bulk.two@lists.test")).toHaveLength(0);
    // Bounded and checked: too many, none, twice, or not a module is a 400 that changes nothing.
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      { ids: many, module: "career" },
      { ids: [], module: "career" },
      { ids: [a, a], module: "career" },
      { ids: [a], module: "admin" },
      { ids: ["1"], module: "career" },
    ]) {
      expect((await post("admin/people/modules/", body)).status).toBe(400);
    }
  });

  it("approves many registrations in one request, each reviewed once with its audit line and e-mail", async () => {
    const ids = await members(["Reg Alpha", 0, 1], ["Reg Beta", 0, 2], ["Reg Gamma", 0, 3]);
    const [alpha, beta, gamma] = ids as [number, number, number];
    expect((await post(`admin/registrations/${beta}/review/`, { decline: true })).status).toBe(200);
    const answer = await post("admin/registrations/review/", {
      ids: [alpha, beta, gamma],
      grant: ["shatayu"],
    });
    expect(answer.status).toBe(200);
    expect(answer.body as BulkAnswer).toEqual({
      done: [
        { id: alpha, name: "Reg Alpha" },
        { id: gamma, name: "Reg Gamma" },
      ],
      refused: [{ id: beta, name: "Reg Beta", detail: ALREADY_REVIEWED }],
    });
    for (const email of ["reg.alpha@lists.test", "reg.gamma@lists.test"]) {
      const lines = await readAudit(t.service.db, email);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ action: "review-grant", after: { shatayu: true } });
    }
    await expect
      .poll(
        () => t.outbox().filter((mail) => mail.includes("You now have access to: Shatayu")).length,
      )
      .toBe(2);
    const left = await get<StaffPage<{ email: string }>>("admin/registrations/?q=reg");
    expect(left.body.count).toBe(0);
    expect((await post("admin/registrations/review/", { ids: [alpha], grant: [] })).status).toBe(
      400,
    );
  });

  it("searches and sorts the registrations", async () => {
    await members(["Reg Older", 0, 5], ["Reg Newer", 0, 1]);
    const emails = async (query: string) =>
      (await get<StaffPage<{ email: string }>>(`admin/registrations/?${query}`)).body.results.map(
        (r) => r.email,
      );
    expect(await emails("q=reg")).toEqual(["reg.newer@lists.test", "reg.older@lists.test"]);
    expect(await emails("q=REG&sort=joined")).toEqual([
      "reg.older@lists.test",
      "reg.newer@lists.test",
    ]);
  });
});
