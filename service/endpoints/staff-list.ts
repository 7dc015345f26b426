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

export interface StaffListQuery<Row> {
  chosen: Query<object>;
  rows: Query<Row>;
}

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

/** The database lowers both sides: JavaScript's and PostgreSQL's case rules differ ("İ"). */
export function holdingWords<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  words: string,
) {
  const pattern = sql<string>`lower(${`%${likeEscaped(words)}%`})`;
  return columns.map((column) => eb(eb.fn("lower", [column]), "like", pattern));
}

export function sortKey<C extends string>(sort: C | `-${C}`): [C, "asc" | "desc"] {
  return sort.startsWith("-") ? [sort.slice(1) as C, "desc"] : [sort as C, "asc"];
}

export const isoTime = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
