import { DEFAULT_LANGUAGE, type Language, localeOf } from "#contract/languages.ts";
import { useLanguage } from "~/i18n/use-translation";
import { formatDate, formatMonth } from "~/lib/format";

/** India's time zone, like lib/format.ts. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(language: Language, kind: "date" | "month", iso: string | null | undefined) {
  if (language === DEFAULT_LANGUAGE) return kind === "date" ? formatDate(iso) : formatMonth(iso);
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      ...(kind === "date" ? { day: "numeric" } : {}),
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    formats.set(key, format);
  }
  return format.format(date);
}

function formatDateIn(language: Language, iso: string | null | undefined): string {
  return formatIn(language, "date", iso);
}

function formatMonthIn(language: Language, iso: string | null | undefined): string {
  return formatIn(language, "month", iso);
}

export function useDates() {
  const language = useLanguage();
  return {
    date: (iso: string | null | undefined) => formatDateIn(language, iso),
    month: (iso: string | null | undefined) => formatMonthIn(language, iso),
  };
}

export function When({ at }: { at: string | null | undefined }) {
  const { date } = useDates();
  if (!at) return null;
  return <time dateTime={at}>{date(at)}</time>;
}
