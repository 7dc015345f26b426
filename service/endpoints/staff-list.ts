import {
  type ExpressionBuilder,
  type ReferenceExpression,
  type SelectQueryBuilder,
  sql,
} from "kysely";
import type { z } from "zod";
import { readListQuery } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf } from "../db/attention.ts";
import type { ServiceDb } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { fail, json } from "../http/responses.ts";

// biome-ignore lint/suspicious/noExplicitAny: any table of the database, or a join
type Query<Row> = SelectQueryBuilder<Database, any, Row>;

/** What a staff list shows: the chosen rows (to count) and their columns in the list's order. */
export interface StaffListQuery<Row> {
  chosen: Query<object>;
  rows: Query<Row>;
}

/**
 * A staff list endpoint (GET, staff only): `choose` reads the query's filters
 * (a bad one is a 400 with words) and picks the rows; the answer is DRF's page
 * shape, PAGE_SIZE a page, each row as `present` writes it, and beside it
 * what `besides` adds about the whole list (the mail queue's counts).
 */
export function staffList<Row>(
  choose: (url: URL, db: ServiceDb) => StaffListQuery<Row>,
  present: (row: Row) => unknown,
  besides?: (db: ServiceDb) => Promise<object>,
) {
  return async (request: Request, context: ServiceContext): Promise<Response> => {
    await authenticateStaff(request, context);
    const url = new URL(request.url);
    const page = pageOf(url);
    const { chosen, rows: ordered } = choose(url, context.db);
    const [count, rows, more] = await Promise.all([
      countOf(chosen),
      ordered
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      besides?.(context.db),
    ]);
    return json({ ...pageBody(url, page, count, rows.map(present)), ...more });
  };
}

/** A list's query read by its contract schema (contract/staff-lists.ts); a refused one is a 400 with words. */
export function queryOf<S extends Parameters<typeof readListQuery>[0]>(
  url: URL,
  schema: S,
): z.output<S> {
  const read = readListQuery(schema, url.searchParams);
  if (!read.ok) throw fail.field(read.name, read.words);
  return read.query;
}

/** `%`, `_` and `\` are LIKE's own: a search for "50%" looks for those characters. */
const likeEscaped = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "This column holds the words", in any case, for each of `columns`: the database lowers both
 * sides, so one set of case rules applies to both (JavaScript's and PostgreSQL's differ: "İ").
 */
export function holdingWords<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  words: string,
) {
  const pattern = sql<string>`lower(${`%${likeEscaped(words)}%`})`;
  return columns.map((column) => eb(eb.fn("lower", [column]), "like", pattern));
}

/** A sort value ("name", "-name") as its column's key and direction. */
export function sortKey<C extends string>(sort: C | `-${C}`): [C, "asc" | "desc"] {
  return sort.startsWith("-") ? [sort.slice(1) as C, "desc"] : [sort as C, "asc"];
}

/** A time as the staff lists write it (ISO 8601), or null. */
export const isoTime = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
