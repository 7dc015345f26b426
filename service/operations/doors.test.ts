import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITLEMENTS, type Entitlement } from "#contract/entitlements.ts";
import { MAX_BALANCE } from "#contract/staff.ts";
import {
  ALREADY_DEACTIVATED,
  ALREADY_DONE,
  ALREADY_REVOKED,
  BALANCE_TOO_HIGH,
  BALANCE_TOO_LOW,
  NO_SUCH_ACCOUNT,
  NO_SUCH_ORDER,
  PAID_BY_ARRANGEMENT,
} from "#contract/staff-refusals.ts";
import {
  accessTokenOf,
  startTestService,
  type TestService,
} from "../../tests/support/test-service.ts";
import type { ServiceDb } from "../db/database.ts";
import { runOps } from "../ops/run.ts";

/**
 * Every staff operation has two doors: the console (the HTTP API) and the
 * command line (`npm run ops`). Two services start from the same seed; each
 * step goes through the console on one and through the command line on the
 * other, and both must answer alike (done, or refused with the same words) and
 * leave the same rows behind, audit log and coin ledger included (the actor
 * aside: each door names its own).
 */

const ADMIN = "staff@portal.test";
const TERMINAL = "npm run ops (doors)";
const PEOPLE = ["demo@portal.test", "pmt@portal.test", "visitor@portal.test"] as const;
const NOBODY = "nobody@portal.test";
type Who = (typeof PEOPLE)[number] | typeof NOBODY;

type Step =
  | { op: "module"; who: Who; module: Entitlement; granted: boolean }
  | { op: "role"; who: Who; role: "member" | "staff" | "admin" }
  | { op: "coins"; who: Who; change: number; reason: string }
  | { op: "active"; who: Who; active: boolean }
  | { op: "sign-out"; who: Who }
  | { op: "confirm" | "cancel"; order: number }
  /** Not an operation: both databases put a balance just under the largest. */
  | { op: "near-max"; who: (typeof PEOPLE)[number]; under: number };

type Outcome = { done: true } | { refused: string } | { unexpected: unknown };

interface Pair {
  console: TestService;
  terminal: TestService;
  token: string;
  close(): Promise<void>;
}

const UNKNOWN_ID = 999_999;

async function idOf(db: ServiceDb, who: Who): Promise<number> {
  const row = await db.selectFrom("users").select("id").where("email", "=", who).executeTakeFirst();
  return row?.id ?? UNKNOWN_ID;
}

/** Orders 2 (paid with coins), 3 and 4 (pending), besides the seed's 1 (paid by arrangement). */
async function ordersOfEachKind(db: ServiceDb) {
  const [demo, pmt] = [await idOf(db, "demo@portal.test"), await idOf(db, "pmt@portal.test")];
  const order = { amount: "1999.00", coins: 0, paid_with: "manual", status: "pending" } as const;
  const paid = await db
    .insertInto("orders")
    .values({
      ...order,
      user_id: demo,
      service_id: 2,
      coins: 60,
      paid_with: "coins",
      status: "paid",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("purchased_services")
    .values({ user_id: demo, service_id: 2, order_id: paid.id })
    .execute();
  await db
    .insertInto("orders")
    .values([
      { ...order, user_id: pmt, service_id: 3 },
      { ...order, user_id: pmt, service_id: 8 },
    ])
    .execute();
}

/** The same start on both sides: an administrator acts, and there are orders of each kind. */
async function startPair(): Promise<Pair> {
  const [consoleSide, terminalSide] = await Promise.all([startTestService(), startTestService()]);
  for (const t of [consoleSide, terminalSide]) {
    await t.service.db
      .updateTable("users")
      .set({ role: "admin" })
      .where("email", "=", ADMIN)
      .execute();
    await ordersOfEachKind(t.service.db);
  }
  const token = await accessTokenOf(consoleSide, ADMIN);
  return {
    console: consoleSide,
    terminal: terminalSide,
    token,
    close: async () => {
      await Promise.all([consoleSide.close(), terminalSide.close()]);
    },
  };
}

async function throughConsole(pair: Pair, step: Step): Promise<Outcome> {
  const db = pair.console.service.db;
  const post = (path: string, body: unknown = {}) =>
    pair.console.call("POST", path, { token: pair.token, body });
  let reply: Awaited<ReturnType<typeof post>>;
  switch (step.op) {
    case "near-max":
      return { done: true };
    case "confirm":
    case "cancel":
      reply = await post(`admin/orders/${step.order}/${step.op}/`);
      break;
    case "module":
      reply = await post(`admin/people/${await idOf(db, step.who)}/modules/`, {
        module: step.module,
        granted: step.granted,
      });
      break;
    case "role":
      reply = await post(`admin/people/${await idOf(db, step.who)}/role/`, { role: step.role });
      break;
    case "coins":
      reply = await post(`admin/people/${await idOf(db, step.who)}/coins/`, {
        change: step.change,
        reason: step.reason,
      });
      break;
    case "active":
      reply = await post(`admin/people/${await idOf(db, step.who)}/active/`, {
        active: step.active,
      });
      break;
    case "sign-out":
      reply = await post(`admin/people/${await idOf(db, step.who)}/sign-out/`);
      break;
  }
  if (reply.status === 200) return { done: true };
  const detail = (reply.body as { detail?: unknown }).detail;
  if ([403, 404, 409].includes(reply.status) && typeof detail === "string") {
    return { refused: detail };
  }
  return { unexpected: [reply.status, reply.body] };
}

function commandLine(step: Exclude<Step, { op: "near-max" }>): string[] {
  switch (step.op) {
    case "confirm":
    case "cancel":
      return [`${step.op}-order`, String(step.order)];
    case "module":
      return [step.granted ? "grant" : "revoke", step.who, step.module];
    case "role":
      return ["set-role", step.who, step.role];
    case "coins":
      return [
        "coins",
        step.who,
        step.change > 0 ? `+${step.change}` : String(step.change),
        step.reason,
      ];
    case "active":
      return [step.active ? "reactivate" : "deactivate", step.who];
    case "sign-out":
      return ["sign-out", step.who];
  }
}

async function throughTerminal(pair: Pair, step: Step): Promise<Outcome> {
  if (step.op === "near-max") return { done: true };
  const lines: string[] = [];
  const code = await runOps(
    commandLine(step),
    pair.terminal.service.db,
    { log: (line) => lines.push(line), error: (line) => lines.push(line), table: () => {} },
    TERMINAL,
  );
  if (code === 0) return { done: true };
  const last = lines.at(-1) ?? "";
  if (code === 1 && last.startsWith("ops: ")) return { refused: last.slice("ops: ".length) };
  return { unexpected: [code, lines] };
}

/** Every row an operation may touch, without the clock's times; each door's actor as "<door>". */
async function rowsOf(db: ServiceDb, actor: string) {
  const door = (who: string) => (who === actor ? "<door>" : who);
  const [users, orders, purchases, ledger, audit] = await Promise.all([
    db.selectFrom("users").selectAll().orderBy("id").execute(),
    db.selectFrom("orders").selectAll().orderBy("id").execute(),
    db.selectFrom("purchased_services").selectAll().orderBy("id").execute(),
    db.selectFrom("coin_ledger").selectAll().orderBy("id").execute(),
    db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
  ]);
  return {
    users: users.map(({ date_joined, reviewed_at, ...user }) => ({
      ...user,
      reviewed: reviewed_at !== null,
    })),
    orders: orders.map(({ created_at, ...order }) => order),
    purchases: purchases.map(({ purchased_at, ...purchase }) => purchase),
    ledger: ledger.map(({ at, ...line }) => ({ ...line, actor: door(line.actor) })),
    audit: audit.map(({ at, ...line }) => ({ ...line, actor: door(line.actor) })),
  };
}

async function setUp(pair: Pair, step: Step) {
  if (step.op !== "near-max") return;
  for (const t of [pair.console, pair.terminal]) {
    await t.service.db
      .updateTable("users")
      .set({ abc_coins: MAX_BALANCE - step.under })
      .where("email", "=", step.who)
      .execute();
  }
}

/** Runs a step through both doors; they must agree. Returns what both answered. */
async function bothDoors(pair: Pair, step: Step): Promise<Outcome> {
  await setUp(pair, step);
  const byConsole = await throughConsole(pair, step);
  const byTerminal = await throughTerminal(pair, step);
  expect(byTerminal, JSON.stringify(step)).toEqual(byConsole);
  const [consoleRows, terminalRows] = await Promise.all([
    rowsOf(pair.console.service.db, ADMIN),
    rowsOf(pair.terminal.service.db, TERMINAL),
  ]);
  expect(terminalRows, JSON.stringify(step)).toEqual(consoleRows);
  return byConsole;
}

describe("each staff operation through the console and through the command line", () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair();
  });
  afterAll(async () => pair.close());

  const done: Outcome = { done: true };
  const refused = (words: string) => ({ refused: words });
  const examples: Array<[string, Step, Outcome]> = [
    [
      "grants a module",
      { op: "module", who: "visitor@portal.test", module: "rephub", granted: true },
      done,
    ],
    [
      "revokes it",
      { op: "module", who: "visitor@portal.test", module: "rephub", granted: false },
      done,
    ],
    [
      "not twice (a form sent twice)",
      { op: "module", who: "visitor@portal.test", module: "rephub", granted: false },
      refused(ALREADY_REVOKED("RepHub")),
    ],
    ["makes someone staff", { op: "role", who: "pmt@portal.test", role: "staff" }, done],
    ["and a member again", { op: "role", who: "pmt@portal.test", role: "member" }, done],
    [
      "adds coins",
      { op: "coins", who: "visitor@portal.test", change: 30, reason: "Welcome bonus" },
      done,
    ],
    [
      "takes no coin below zero",
      { op: "coins", who: "visitor@portal.test", change: -31, reason: "Too much" },
      refused(BALANCE_TOO_LOW(30)),
    ],
    [
      "(a balance near the largest)",
      { op: "near-max", who: "visitor@portal.test", under: 5 },
      done,
    ],
    [
      "adds no coin above the largest balance",
      { op: "coins", who: "visitor@portal.test", change: 6, reason: "Too high" },
      refused(BALANCE_TOO_HIGH(MAX_BALANCE - 5)),
    ],
    [
      "reaches it exactly",
      { op: "coins", who: "visitor@portal.test", change: 5, reason: "To the top" },
      done,
    ],
    ["deactivates", { op: "active", who: "visitor@portal.test", active: false }, done],
    [
      "not twice (a form sent twice)",
      { op: "active", who: "visitor@portal.test", active: false },
      refused(ALREADY_DEACTIVATED),
    ],
    ["reactivates", { op: "active", who: "visitor@portal.test", active: true }, done],
    ["signs out everywhere", { op: "sign-out", who: "demo@portal.test" }, done],
    ["confirms a pending order", { op: "confirm", order: 3 }, done],
    ["not twice", { op: "confirm", order: 3 }, refused(ALREADY_DONE("paid"))],
    ["cancels a pending order", { op: "cancel", order: 4 }, done],
    [
      "confirms no cancelled order",
      { op: "confirm", order: 4 },
      refused(ALREADY_DONE("cancelled")),
    ],
    [
      "(the coin order's buyer near the largest balance)",
      { op: "near-max", who: "demo@portal.test", under: 5 },
      done,
    ],
    [
      "cancels no coin order whose coins the balance cannot take back",
      { op: "cancel", order: 2 },
      refused(BALANCE_TOO_HIGH(MAX_BALANCE - 5)),
    ],
    ["(room for them)", { op: "near-max", who: "demo@portal.test", under: 60 }, done],
    ["cancels a coin order, coins back", { op: "cancel", order: 2 }, done],
    [
      "cancels no order paid by arrangement",
      { op: "cancel", order: 3 },
      refused(PAID_BY_ARRANGEMENT),
    ],
    ["finds no unknown order", { op: "confirm", order: UNKNOWN_ID }, refused(NO_SUCH_ORDER)],
    ...(
      [
        { op: "module", who: NOBODY, module: "rephub", granted: true },
        { op: "role", who: NOBODY, role: "staff" },
        { op: "coins", who: NOBODY, change: 5, reason: "Nobody" },
        { op: "active", who: NOBODY, active: false },
        { op: "sign-out", who: NOBODY },
      ] as Step[]
    ).map((step): [string, Step, Outcome] => [
      `finds nobody to ${step.op}`,
      step,
      refused(NO_SUCH_ACCOUNT),
    ]),
  ];

  it.each(examples)("%s", async (_name, step, expected) => {
    expect(await bothDoors(pair, step)).toEqual(expected);
  });
});

describe("generated sequences of staff operations", () => {
  const who = fc.constantFrom<Who>(...PEOPLE, NOBODY);
  const person = fc.constantFrom(...PEOPLE);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant("module" as const),
      who,
      module: fc.constantFrom(...ENTITLEMENTS),
      granted: fc.boolean(),
    }),
    fc.record({
      op: fc.constant("role" as const),
      who,
      role: fc.constantFrom("member", "staff", "admin"),
    }),
    fc.record({
      op: fc.constant("coins" as const),
      who,
      change: fc.integer({ min: -300, max: 1_000_000 }).filter((n) => n !== 0),
      reason: fc.constantFrom("Welcome bonus", "Correction", "Refund by hand"),
    }),
    fc.record({ op: fc.constant("active" as const), who, active: fc.boolean() }),
    fc.record({ op: fc.constant("sign-out" as const), who }),
    fc.record({
      op: fc.constantFrom("confirm" as const, "cancel" as const),
      order: fc.constantFrom(1, 2, 3, 4, UNKNOWN_ID),
    }),
    fc.record({
      op: fc.constant("near-max" as const),
      who: person,
      under: fc.integer({ min: 0, max: 20 }),
    }),
  );

  it("agree, step by step, on what they do and the words they refuse with", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const pair = await startPair();
        try {
          for (const each of steps) {
            const outcome = await bothDoors(pair, each);
            expect(outcome).not.toHaveProperty("unexpected");
          }
        } finally {
          await pair.close();
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 120_000);
});
