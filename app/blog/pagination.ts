/** The blog lists 9 posts a page (issue #4). */
export const POSTS_PER_PAGE = 9;

export type PageRequest = { kind: "page"; page: number } | { kind: "redirect"; page: number };

/**
 * `?page=` as asked: a whole number from 1. Anything else (a word, 0, -3,
 * 2.5, a second value) is sent to the nearest valid page rather than
 * answered with an error; page 1 has no parameter (one canonical URL).
 */
export function requestedPage(url: URL): PageRequest {
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return { kind: "page", page: 1 };
  const raw = values[0] ?? "";
  const number = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (values.length > 1 || !Number.isInteger(number) || number < 1) {
    return {
      kind: "redirect",
      page:
        Number.isFinite(Number(raw)) && Number(raw) > 1
          ? Math.min(Math.floor(Number(raw)), 999_999)
          : 1,
    };
  }
  if (number === 1) return { kind: "redirect", page: 1 };
  return { kind: "page", page: number };
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
