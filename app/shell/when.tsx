import { DEFAULT_LANGUAGE, type Language, localeOf } from "#contract/languages.ts";
import { useLanguage } from "~/i18n/use-translation";
import { formatDate, formatMonth } from "~/lib/format";

/**
 * Dates in a language's own words ("5 मार्च 2026" on a Hindi page), in India's time zone like
 * lib/format.ts, whose English forms they are on English pages.
 */
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

/** A day ("12 March 2026") in `language`. */
function formatDateIn(language: Language, iso: string | null | undefined): string {
  return formatIn(language, "date", iso);
}

/** A month ("March 2026") in `language`. */
function formatMonthIn(language: Language, iso: string | null | undefined): string {
  return formatIn(language, "month", iso);
}

/** The page's date formats: days and months in its language. */
export function useDates() {
  const language = useLanguage();
  return {
    date: (iso: string | null | undefined) => formatDateIn(language, iso),
    month: (iso: string | null | undefined) => formatMonthIn(language, iso),
  };
}

/** A date as the site writes it, with its exact value for machines; nothing when there is none. */
export function When({ at }: { at: string | null | undefined }) {
  const { date } = useDates();
  if (!at) return null;
  return <time dateTime={at}>{date(at)}</time>;
}
