import type { Translate } from "~/i18n/translate";

/**
 * The one way the site writes money, counts and dates (en-IN), in both the public site and the
 * staff console. Rupees with Indian digit grouping (₹1,24,999), coins counted in words. Dates are
 * shown in India's time zone on the server and in every browser, so the server's HTML and the
 * hydrated page agree.
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

const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE.format(date);
}

/** "27 Nov 2026, 11:45 am" in India's time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_TIME.format(date);
}

export function formatMonth(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : MONTH.format(date);
}

/**
 * A rate limit's Retry-After in the page's words (the catalogue's "wait.*"): "42 seconds", "3
 * minutes", or "a few minutes" when unknown.
 */
export function waitInWords(t: Translate, retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return t("wait.fewMinutes");
  if (retryAfterSeconds < 60) return t("wait.seconds", { count: retryAfterSeconds });
  return t("wait.minutes", { count: Math.ceil(retryAfterSeconds / 60) });
}

const WHOLE_RUPEES = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

const RUPEES_AND_PAISE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The service's decimal string ("2499.00") as "₹2,499"; paise only when there are some. */
export function formatRupees(price: string | number): string {
  const amount = typeof price === "number" ? price : Number(price);
  if (!Number.isFinite(amount)) return "";
  return Number.isInteger(amount) ? WHOLE_RUPEES.format(amount) : RUPEES_AND_PAISE.format(amount);
}

// Counts are written by the contract's one function, which the service's refusals use too.
export { formatCoins, formatCount } from "#contract/counts.ts";
