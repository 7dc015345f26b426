import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_PATTERN } from "#contract/schemas.ts";
import { MAX_BALANCE } from "#contract/staff.ts";
import { ACCOUNT_EXISTS, BALANCE_TOO_HIGH, NO_SUCH_ACCOUNT } from "#contract/staff-refusals.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { databaseStorage } from "../storage/database-storage.ts";
import { localDiskStorage } from "../storage/file-storage.ts";
import { readAudit } from "./audit.ts";
import { runOps } from "./run.ts";

describe("operations CLI", () => {
  let t: TestService;
  let output: string[];

  beforeEach(async () => {
    t = await startTestService();
    output = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => output.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => output.push(line));
    vi.spyOn(console, "table").mockImplementation((rows: unknown) =>
      output.push(JSON.stringify(rows)),
    );
  });
  afterEach(async () => t.close());

  const ops = (...args: string[]) => runOps(args, t.service.db);

  it("grants and revokes an entitlement, and logs it", async () => {
    expect(await ops("grant", "visitor@portal.test", "rephub")).toBe(0);
    const user = () =>
      t.service.db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", "visitor@portal.test")
        .executeTakeFirstOrThrow();
    expect((await user()).rephub).toBe(true);
    expect(output.join("\n")).toMatch(/granted rephub to visitor@portal.test/);
    expect(await ops("revoke", "visitor@portal.test", "rephub")).toBe(0);
    expect((await user()).rephub).toBe(false);
  });

  it("adds and takes coins, never below zero", async () => {
    expect(await ops("coins", "visitor@portal.test", "+30")).toBe(0);
    expect(await ops("coins", "visitor@portal.test", "-50")).toBe(1);
    expect(output.join("\n")).toMatch(/cannot go below zero/);
    const user = await t.service.db
      .selectFrom("users")
      .select("abc_coins")
      .where("email", "=", "visitor@portal.test")
      .executeTakeFirstOrThrow();
    expect(user.abc_coins).toBe(30);
  });

  it("keeps a reason with a lone surrogate (no character): the audit line has U+FFFD for it", async () => {
    expect(await ops("coins", "visitor@portal.test", "+5", "Bonus \ud800")).toBe(0);
    const [entry] = await readAudit(t.service.db, "visitor@portal.test");
    expect(entry?.after).toEqual({ abc_coins: 5, reason: "Bonus \ufffd" });
  });

  it("confirms a pending order: paid, and the course is the buyer's", async () => {
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: "pmt@portal.test", password: "Demo12345" },
    });
    const token = (login.body as { access: string }).access;
    const order = await t.call("POST", "api/orders/", { token, body: { service: 8 } });
    const orderId = (order.body as { id: number }).id;
    expect(await ops("confirm-order", String(orderId))).toBe(0);
    const purchases = await t.call("GET", "api/purchasedservices/my-services/", { token });
    expect(
      (purchases.body as Array<{ order: number }>).some((item) => item.order === orderId),
    ).toBe(true);
    expect(await ops("confirm-order", String(orderId))).toBe(1); // no longer pending
    const [entry] = await readAudit(t.service.db, `order ${orderId}`);
    expect(entry).toMatchObject({ action: "confirm-order", before: { status: "pending" } });
    expect(entry?.after).toMatchObject({ status: "paid" });
  });

  it("refuses with the console's words: an unknown account, an existing one, a balance above the largest", async () => {
    expect(await ops("grant", "nobody@portal.test", "rephub")).toBe(1);
    expect(output.at(-1)).toBe(`ops: ${NO_SUCH_ACCOUNT}`);
    expect(await ops("create-staff", "Staff@portal.test", "Again")).toBe(1);
    expect(output.at(-1)).toBe(`ops: ${ACCOUNT_EXISTS("Staff@portal.test")}`);
    await t.service.db
      .updateTable("users")
      .set({ abc_coins: MAX_BALANCE })
      .where("email", "=", "visitor@portal.test")
      .execute();
    expect(await ops("coins", "visitor@portal.test", "+1")).toBe(1);
    expect(output.at(-1)).toBe(`ops: ${BALANCE_TOO_HIGH(MAX_BALANCE)}`);
    // The console's limits on one change and its reason, in the console's words.
    expect(await ops("coins", "visitor@portal.test", "+1000001")).toBe(1);
    expect(output.at(-1)).toBe("ops: At most 1,000,000 coins at a time.");
    expect(await ops("coins", "visitor@portal.test", "-5", "ok")).toBe(1);
    expect(output.at(-1)).toBe("ops: Say why (at least 3 characters): it goes in the coin ledger.");
    expect(await ops("coins", "visitor@portal.test", "+0")).toBe(1);
    expect(output.at(-1)).toMatch(/^ops: A change of 0 changes nothing/);
  });

  it("creates a staff account that can sign in", async () => {
    expect(await ops("create-staff", "ops@example.com", "Operations", "Desk")).toBe(0);
    const password = /first password: (\S+)/.exec(output.join("\n"))?.[1];
    // The site's sign-in form applies the password rule too: a first password must pass it.
    expect(password).toMatch(PASSWORD_PATTERN);
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: "ops@example.com", password },
    });
    expect(login.status).toBe(200);
    const me = await t.call("GET", "app/me/", { token: (login.body as { access: string }).access });
    expect(me.body).toMatchObject({ is_staff: true, name: "Operations Desk" });
  });

  it("writes every change to the audit log with who, what, before and after, and reads it back", async () => {
    const asAlice = (...args: string[]) =>
      runOps(args, t.service.db, undefined, "npm run ops (alice)");
    expect(await asAlice("grant", "Visitor@Portal.test", "rephub")).toBe(0);
    expect(await asAlice("coins", "visitor@portal.test", "+12")).toBe(0);
    expect(await asAlice("coins", "visitor@portal.test", "-50")).toBe(1); // refused: not written
    const entries = await readAudit(t.service.db, "visitor@portal.test");
    expect(
      entries.map(({ actor, action, before, after }) => ({ actor, action, before, after })),
    ).toEqual([
      {
        actor: "npm run ops (alice)",
        action: "coins",
        before: { abc_coins: 0 },
        after: { abc_coins: 12, reason: "Adjusted by operations" },
      },
      {
        actor: "npm run ops (alice)",
        action: "grant",
        before: { rephub: false },
        after: { rephub: true },
      },
    ]);
    output.length = 0;
    expect(await ops("audit", "visitor@portal.test")).toBe(0);
    expect(output.join("\n")).toContain('"action":"coins"');
    expect(await ops("audit", "order", "x")).toBe(2);
  });

  it("lists users, orders and enquiries", async () => {
    expect(await ops("list-users")).toBe(0);
    expect(output.join("\n")).toContain("demo@portal.test");
    expect(await ops("list-orders")).toBe(0);
    expect(await ops("list-enquiries")).toBe(0);
  });

  it("imports the uploads an instance kept on disk into the database, once, and nothing else", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "portal-import-"));
    try {
      const disk = localDiskStorage(folder);
      const picture = await disk.put(new Uint8Array([1, 2, 3]), "webp");
      const notes = await disk.put(new Uint8Array([4, 5]), "pdf");
      writeFileSync(path.join(folder, "notes.txt"), "not an upload");
      // A demo course's notes: a key of ours too (imported), though not a random name.
      writeFileSync(path.join(folder, "human-physiology-notes.pdf"), "x");
      expect(await ops("import-files", folder)).toBe(0);
      expect(output.join("\n")).toMatch(/imported 3 file\(s\).*0 were there already, 1 other/);
      const stored = databaseStorage(t.service.db);
      expect(await stored.read(picture)).toEqual(new Uint8Array([1, 2, 3]));
      expect(await stored.read(notes)).toEqual(new Uint8Array([4, 5]));
      expect(await stored.read("notes.txt")).toBeNull();
      output.length = 0;
      expect(await ops("import-files", folder)).toBe(0);
      expect(output.join("\n")).toMatch(/imported 0 file\(s\).*3 were there already/);
      expect(await ops("import-files", path.join(folder, "missing"))).toBe(1);
      expect(await ops("import-files", "relative/folder")).toBe(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    { args: [] },
    { args: ["grant", "visitor@portal.test", "superpowers"] },
    { args: ["coins", "a@b.co", "lots"] },
    { args: ["confirm-order", "x"] },
    { args: ["cancel-order"] },
    { args: ["deactivate", "a@b.co", "now"] },
    { args: ["sign-out"] },
    { args: ["set-role", "a@b.co", "boss"] },
    // What the accounts' columns could not hold, or no sign-in would take.
    { args: ["create-staff", `${"a".repeat(300)}@x.test`, "Long Address"] },
    { args: ["create-staff", "long@x.test", "N".repeat(151)] },
    { args: ["create-staff", "blank@x.test", " "] },
    { args: ["create-staff", "@", "No Address"] },
    { args: ["unknown"] },
  ])("answers bad arguments $args with the usage line and exit code 2", async ({ args }) => {
    expect(await ops(...args)).toBe(2);
    expect(output.join("\n")).toMatch(/^Usage: npm run ops/m);
  });
});
