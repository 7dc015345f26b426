import { sql } from "kysely";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import {
  countOf,
  enquiriesWithoutAnswer,
  ordersAwaitingPayment,
  registrationsNeedingALook,
} from "../db/attention.ts";
import { json } from "../http/responses.ts";
import { mailCounts } from "../mail/mail-status.ts";

/** How many weeks the overview's chart shows. */
export const OVERVIEW_WEEKS = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Mondays (UTC, "YYYY-MM-DD") of the last `count` weeks, oldest first, this week last. */
export function lastMondays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * WEEK_MS).toISOString().slice(0, 10),
  );
}

/**
 * GET admin/overview/ (ours; staff only): what needs attention (registrations
 * not yet reviewed, orders waiting for payment, enquiries not yet answered),
 * the mail queue's waiting and failed messages, and registrations and orders
 * per week over the last 12 weeks (UTC weeks from Monday; weeks without any
 * are 0).
 */
export async function adminOverview(request: Request, context: ServiceContext): Promise<Response> {
  await authenticateStaff(request, context);
  const mondays = lastMondays(new Date(), OVERVIEW_WEEKS);
  const since = `${mondays[0]}T00:00:00Z`;
  const perWeek = async (table: "users" | "orders", column: "date_joined" | "created_at") => {
    const members = table === "users" ? sql`AND role = 'member'` : sql``;
    const { rows } = await sql<{ week: string; n: number | string }>`
      SELECT to_char(date_trunc('week', ${sql.ref(column)} AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
             count(*) AS n
      FROM ${sql.table(table)}
      WHERE ${sql.ref(column)} >= ${since} ${members}
      GROUP BY 1`.execute(context.db);
    return new Map(rows.map((row) => [row.week, Number(row.n)]));
  };
  const [registrations, pending, enquiries, mail, joined, ordered] = await Promise.all([
    countOf(registrationsNeedingALook(context.db)),
    countOf(ordersAwaitingPayment(context.db)),
    countOf(enquiriesWithoutAnswer(context.db)),
    mailCounts(context.db),
    perWeek("users", "date_joined"),
    perWeek("orders", "created_at"),
  ]);
  return json({
    attention: {
      new_registrations: registrations,
      pending_orders: pending,
      unanswered_enquiries: enquiries,
    },
    mail,
    weeks: mondays.map((week) => ({
      week,
      registrations: joined.get(week) ?? 0,
      orders: ordered.get(week) ?? 0,
    })),
  });
}
