/** The blog lists 9 posts a page. */
const POSTS_PER_PAGE = 9;

export type PageRequest = { kind: "page"; page: number } | { kind: "redirect"; page: number };

/**
 * `?page=` as asked: a whole number from 1. Anything else (a word, 0, -3, 2.5, a second value) is
 * sent to the nearest valid page rather than answered with an error; page 1 has no parameter (one
 * canonical URL).
 */
export function requestedPage(url: URL): PageRequest {
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return { kind: "page", page: 1 };
  const raw = values[0] ?? "";
  if (values.length === 1 && /^[1-9]\d{0,5}$/.test(raw) && raw !== "1") {
    return { kind: "page", page: Number(raw) };
  }
  const number = Math.floor(Number(raw));
  const nearest = Number.isFinite(number) && number > 1 ? Math.min(number, 999_999) : 1;
  return { kind: "redirect", page: nearest };
}

export function pageSlice(page: number): { start: number; end: number } {
  const start = (page - 1) * POSTS_PER_PAGE;
  return { start, end: start + POSTS_PER_PAGE };
}

export function lastPage(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

export function pageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${page}`;
}
