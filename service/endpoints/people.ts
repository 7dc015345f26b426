import { sql } from "kysely";
import { ENTITLEMENTS } from "#contract/entitlements.ts";
import {
  ActiveSchema,
  CoinsSchema,
  MAX_SEARCH,
  ModuleSchema,
  type PersonDetail,
  RoleSchema,
} from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf } from "../db/attention.ts";
import { ledgerOf } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { readValid } from "../http/body.ts";
import { idOf, PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { fail, json } from "../http/responses.ts";
import { changeCoins } from "../operations/change-coins.ts";
import { staffOrders } from "../operations/lookup.ts";
import { setActive as setAccountActive } from "../operations/set-active.ts";
import { setModule as grantModule } from "../operations/set-module.ts";
import { setRole as setPersonRole } from "../operations/set-role.ts";
import { signOutEverywhere } from "../operations/sign-out.ts";
import { actorOf, forConsole } from "./staff-operation.ts";

/** The people list's orders: newest first (the default), by name, or by balance. */
const SORTS = {
  newest: [["date_joined", "desc"]],
  name: [["name", "asc"]],
  coins: [["abc_coins", "desc"]],
} as const;
type Sort = keyof typeof SORTS;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const PERSON_COLUMNS = [
  "id",
  "name",
  "email",
  "phonenumber",
  "role",
  "is_active",
  "abc_coins",
  "date_joined",
] as const;

/** `%`, `_` and `\` are LIKE's own: a search for "50%" looks for those characters. */
const likeEscaped = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET admin/people/?q=&sort=&page= (staff): accounts whose name, e-mail or
 * phone number contains the search (phone numbers by their digits), 20 a page.
 */
export async function listPeople(request: Request, context: ServiceContext) {
  await authenticateStaff(request, context);
  const url = new URL(request.url);
  const page = pageOf(url);
  const q = (url.searchParams.get("q") ?? "").trim();
  if (q.length > MAX_SEARCH) throw fail.field("q", `Search with at most ${MAX_SEARCH} characters.`);
  const sort = url.searchParams.get("sort") ?? "newest";
  if (!(sort in SORTS)) throw fail.field("sort", 'Sort by "newest", "name" or "coins".');
  let chosen = context.db.selectFrom("users");
  if (q !== "") {
    const pattern = `%${likeEscaped(q.toLowerCase())}%`;
    const digits = q.replace(/\D/g, "");
    chosen = chosen.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name"]), "like", pattern),
        eb(eb.fn("lower", ["email"]), "like", pattern),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(phonenumber, '\\D', '', 'g')`, "like", `%${digits}%`)]
          : []),
      ]),
    );
  }
  let ordered = chosen.select([...PERSON_COLUMNS]);
  for (const [column, direction] of SORTS[sort as Sort]) {
    ordered = ordered.orderBy(column, direction);
  }
  const [count, rows] = await Promise.all([
    countOf(chosen),
    ordered
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const results = rows.map((row) => ({ ...row, date_joined: iso(row.date_joined) }));
  return json(pageBody(url, page, count, results));
}

async function personOf(db: ServiceDb, id: number): Promise<User> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!user) throw fail.notFound();
  return user;
}

/** GET admin/people/:id/ (staff): the profile, modules, coin ledger, orders and purchases. */
export async function showPerson(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  await authenticateStaff(request, context);
  const id = idOf(params);
  const user = await personOf(context.db, id);
  const [ledger, sum, orders, purchases] = await Promise.all([
    ledgerOf(context.db, id),
    context.db
      .selectFrom("coin_ledger")
      .select(sql<string>`coalesce(sum(change), 0)`.as("sum"))
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow(),
    staffOrders(context.db).where("orders.user_id", "=", id).limit(50).execute(),
    context.db
      .selectFrom("purchased_services")
      .innerJoin("pmt_services", "pmt_services.id", "purchased_services.service_id")
      .select([
        "purchased_services.id",
        "purchased_services.service_id",
        "pmt_services.title as service_title",
        "purchased_services.purchased_at",
      ])
      .where("purchased_services.user_id", "=", id)
      .orderBy("purchased_services.purchased_at", "desc")
      .execute(),
  ]);
  const detail: PersonDetail = {
    id: user.id,
    name: user.name,
    email: user.email,
    phonenumber: user.phonenumber,
    role: user.role,
    is_active: user.is_active,
    abc_coins: user.abc_coins,
    date_joined: iso(user.date_joined) as string,
    access_for: user.access_for,
    reviewed_at: iso(user.reviewed_at),
    modules: Object.fromEntries(ENTITLEMENTS.map((m) => [m, user[m]])) as PersonDetail["modules"],
    ledger: ledger.map((line) => ({ ...line, at: iso(line.at) as string })),
    ledger_sum: Number(sum.sum),
    orders: orders.map((order) => ({ ...order, created_at: iso(order.created_at) as string })),
    purchases: purchases.map((p) => ({ ...p, purchased_at: iso(p.purchased_at) as string })),
  };
  return json(detail);
}

/**
 * POST admin/people/:id/coins/ {change, reason} (staff): adds or takes coins,
 * a line of the ledger with the reason; audited. Never below zero (409).
 */
export async function adjustCoins(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { change, reason } = await readValid(request, CoinsSchema);
  const { balance } = await forConsole(
    changeCoins(context.db, actorOf(staff), { id }, change, reason),
  );
  context.users.invalidate(id);
  return json({ id, abc_coins: balance });
}

/** POST admin/people/:id/modules/ {module, granted} (staff): grants or revokes one module; audited. */
export async function setModule(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { module, granted } = await readValid(request, ModuleSchema);
  await forConsole(grantModule(context.db, actorOf(staff), { id }, module, granted));
  context.users.invalidate(id);
  return json({ id, module, granted });
}

/**
 * POST admin/people/:id/sign-out/ (staff): every token of this person stops
 * working (their sessions on the site end at their next request); audited.
 */
export async function signOutPerson(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  await forConsole(signOutEverywhere(context.db, actorOf(staff), { id }));
  context.users.invalidate(id);
  return json({ id, signed_out: true });
}

/**
 * POST admin/people/:id/active/ {active} (staff): deactivates (every token
 * stops working, sign-in is refused) or reactivates an account; audited.
 */
export async function setActive(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { active } = await readValid(request, ActiveSchema);
  await forConsole(setAccountActive(context.db, actorOf(staff), { id }, active));
  context.users.invalidate(id);
  return json({ id, is_active: active });
}

/**
 * POST admin/people/:id/role/ {role} (admins only): makes someone a member,
 * staff or an administrator; `is_staff` follows. Not one's own (409).
 */
export async function setRole(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const admin = await authenticateStaff(request, context, "admin");
  const id = idOf(params);
  const { role } = await readValid(request, RoleSchema);
  await forConsole(setPersonRole(context.db, actorOf(admin), { id }, role));
  context.users.invalidate(id);
  return json({ id, role });
}
