import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import type { StaffPage } from "#contract/staff.ts";
import { readListQuery } from "#contract/staff-lists.ts";
import type { StaffApi } from "~/service-api/staff-calls.server";
import type { ApiResult } from "~/service-api/transport.server";
import { listHref } from "./list-url";
import { pageParam, readStaff, staffRequest } from "./staff-request.server";

type ListSchema = Parameters<typeof readListQuery>[0];

/**
 * A console list's loader: the staff rule, the page, and the query read by the list's contract
 * schema (the one the service reads it with). A query the schema refuses (an unknown sort, a filter
 * value that is no choice) is a 400 page that says what is wrong and shows the list's form again,
 * with nothing fetched.
 */
export async function loadStaffList<S extends ListSchema, T>(
  {
    context,
    url,
    pattern,
  }: { context: Readonly<RouterContextProvider>; url: URL; pattern: string },
  schema: S,
  fetch: (staff: StaffApi, query: z.output<S>, page: number) => Promise<ApiResult<StaffPage<T>>>,
) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const read = readListQuery(schema, url.searchParams);
  const query: z.output<S> = read.ok ? read.query : schema.parse({});
  const fetched = read.ok ? await fetch(staff, query, page) : null;
  // A page past the end (the list got shorter: rows approved, a link kept) is the first page, not
  // "the console needs our service", which is what a 404 on page 1 means.
  if (fetched?.kind === "rejected" && fetched.status === 404 && page > 1) {
    throw redirect(`${url.pathname}${listHref(url.search, { page: 1 })}`);
  }
  const list: StaffPage<T> = fetched
    ? readStaff(fetched, context, url)
    : { count: 0, next: null, previous: null, results: [] };
  return data(
    {
      title: entry.title,
      page,
      query,
      list,
      search: url.search,
      refused: read.ok ? null : read.words,
    },
    { status: read.ok ? 200 : 400 },
  );
}
