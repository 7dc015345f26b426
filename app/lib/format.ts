/**
 * Dates are shown in India's time zone on the server and in every browser, so
 * the server's HTML and the hydrated page agree.
 */
const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const MONTH = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Dates already formatted (a page shows the same few dozen again and again); emptied past its cap. */
const formattedDates = new Map<string, string>();
const MAX_FORMATTED_DATES = 1000;

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  let formatted = formattedDates.get(iso);
  if (formatted === undefined) {
    const date = new Date(iso);
    formatted = Number.isNaN(date.getTime()) ? "" : DATE.format(date);
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear();
    formattedDates.set(iso, formatted);
  }
  return formatted;
}

export function formatMonth(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : MONTH.format(date);
}

/** A rate limit's Retry-After in words: "42 seconds", "3 minutes", or "a few minutes" when unknown. */
export function waitInWords(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return "a few minutes";
  if (retryAfterSeconds < 60) {
    return `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
