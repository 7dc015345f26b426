import { STAFF_PAGE_SIZE } from "#contract/staff-lists.ts";
import { fail } from "./responses.ts";

/** An id in a path: a whole number from 1 that fits a column; anything else is a 404. */
export function idOf(params: Record<string, string>): number {
  const raw = params.id ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw fail.notFound();
  return Number(raw);
}

/** Staff lists, a page at a time, in DRF's page shape (`count`, `next`, `previous`, `results`). */
export const PAGE_SIZE = STAFF_PAGE_SIZE;

/**
 * The `page` query parameter: a whole number from 1; anything else (an empty one included) is a
 * 404, as DRF answers. Given twice, the last counts, as Django's QueryDict reads it.
 */
export function pageOf(url: URL): number {
  const raw = url.searchParams.getAll("page").at(-1) ?? "1";
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw fail.notFound();
  return Number(raw);
}

export function pageBody<T>(url: URL, page: number, count: number, results: T[]) {
  if (page > 1 && results.length === 0) throw fail.notFound();
  // DRF's links: the first page's has no page number.
  const link = (to: number) => {
    const other = new URL(url);
    if (to === 1) other.searchParams.delete("page");
    else other.searchParams.set("page", String(to));
    return other.pathname + other.search;
  };
  return {
    count,
    next: page * PAGE_SIZE < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
