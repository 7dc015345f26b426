import { sql } from "kysely";
import { ENTITLEMENTS } from "#contract/entitlements.ts";
import {
  ActiveSchema,
  CoinsSchema,
  ModuleSchema,
  type PersonDetail,
  RoleSchema,
} from "#contract/staff.ts";
import { PEOPLE_DEFAULT_SORT, type PeopleQuery, PeopleQuerySchema } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { ledgerOf } from "../db/coin-ledger.ts";
import type { ServiceDb } from "../db/database.ts";
import { idOf } from "../http/paging.ts";
import { json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { changeCoins } from "../operations/change-coins.ts";
import { personOf, staffOrders } from "../operations/lookup.ts";
import { setActive as setAccountActive } from "../operations/set-active.ts";
import { setModule as setPersonModule } from "../operations/set-module.ts";
import { setRole as setPersonRole } from "../operations/set-role.ts";
import { signOutEverywhere } from "../operations/sign-out.ts";
import { holdingWords, isoTime, queryOf, sortKey, staffList } from "./staff-list.ts";
import { forConsole, onPerson } from "./staff-operation.ts";

const SORT_COLUMNS = { name: "name", coins: "abc_coins", joined: "date_joined" } as const;

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

/** GET admin/people/ (staff); phone numbers match by their digits. */
export const listPeople = staffList(
  (url, db) => {
    const query = queryOf(url, PeopleQuerySchema);
    const chosen = peopleChosen(db, query);
    const [column, direction] = sortKey(query.sort ?? PEOPLE_DEFAULT_SORT);
    return {
      chosen,
      rows: chosen
        .select([...PERSON_COLUMNS])
        .orderBy(SORT_COLUMNS[column], direction)
        // Ties in a fixed order, so a page never repeats a row.
        .orderBy("id", direction),
    };
  },
  (row) => ({ ...row, date_joined: isoTime(row.date_joined) }),
);

function peopleChosen(db: ServiceDb, { q, module, active, role }: PeopleQuery) {
  let chosen = q === "" ? db.selectFrom("users") : matching(db, q);
  if (module) chosen = chosen.where(module, "=", true);
  if (active) chosen = chosen.where("is_active", "=", active === "yes");
  if (role === "member") chosen = chosen.where("role", "=", "member");
  if (role === "staff") chosen = chosen.where("role", "in", ["staff", "admin"]);
  return chosen;
}

function matching(db: ServiceDb, q: string) {
  const digits = q.replace(/\D/g, "");
  return db
    .selectFrom("users")
    .where((eb) =>
      eb.or([
        ...holdingWords(eb, ["name", "email"], q),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(phonenumber, '\\D', '', 'g')`, "like", `%${digits}%`)]
          : []),
      ]),
    );
}

/** GET admin/people/:id/ (staff). */
export const showPerson: Handler<ServiceContext> = async (request, context, params) => {
  await authenticateStaff(request, context);
  const id = idOf(params);
  const user = await forConsole(personOf(context.db, { id }));
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
    date_joined: isoTime(user.date_joined) as string,
    access_for: user.access_for,
    reviewed_at: isoTime(user.reviewed_at),
    modules: Object.fromEntries(ENTITLEMENTS.map((m) => [m, user[m]])) as PersonDetail["modules"],
    ledger: ledger.map((line) => ({ ...line, at: isoTime(line.at) as string })),
    ledger_sum: Number(sum.sum),
    orders: orders.map((order) => ({ ...order, created_at: isoTime(order.created_at) as string })),
    purchases: purchases.map((p) => ({ ...p, purchased_at: isoTime(p.purchased_at) as string })),
  };
  return json(detail);
};

/** POST admin/people/:id/coins/ (staff): 409 below zero or when `expected` is stale. */
export const adjustCoins = onPerson(
  CoinsSchema,
  (on, { change, reason, expected }) => changeCoins(on, change, reason, expected),
  (id, _input, { balance }) => ({ id, abc_coins: balance }),
  { harms: ({ change }) => change < 0 },
);

export const setModule = onPerson(
  ModuleSchema,
  (on, { module, granted }) => setPersonModule(on, module, granted),
  (id, { module, granted }) => ({ id, module, granted }),
  { harms: ({ granted }) => !granted },
);

export const signOutPerson = onPerson(null, signOutEverywhere, (id) => ({ id, signed_out: true }));

export const setActive = onPerson(
  ActiveSchema,
  (on, { active }) => setAccountActive(on, active),
  (id, { active }) => ({ id, is_active: active }),
  { harms: ({ active }) => !active },
);

/** Admins only; never one's own role (409). */
export const setRole = onPerson(
  RoleSchema,
  (on, { role }) => setPersonRole(on, role),
  (id, { role }) => ({ id, role }),
  { role: "admin", harms: () => true },
);
