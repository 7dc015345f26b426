import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import type { StaffPage } from "#contract/staff.ts";
import { readListQuery } from "#contract/staff-lists.ts";
import type { StaffApi } from "~/service-api/staff-calls.server";
import type { ApiResult } from "~/service-api/transport.server";
import { listHref } from "./list-url";
import { pageParam, readStaff, staffRequest } from "./staff-request.server";

type ListSchema = Parameters<typeof readListQuery>[0];

/** A query the schema refuses is a 400 page with the form again, nothing fetched. */
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
  // A 404 on page 1 means "the console needs our service"; past the end, the list just got shorter.
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
