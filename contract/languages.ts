/** English at `/…`, Hindi at `/hi/…` (decision 0053). */
export const LANGUAGES = [
  { id: "en", title: "English", locale: "en-IN" },
  { id: "hi", title: "हिन्दी", locale: "hi-IN" },
] as const;

export type Language = (typeof LANGUAGES)[number]["id"];

/** The language of addresses without a prefix, and the fallback of every translated field. */
export const DEFAULT_LANGUAGE: Language = "en";

export const PREFIXED_LANGUAGES = LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE).map(
  ({ id }) => id,
);

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some(({ id }) => id === value);
}

export function localeOf(language: Language): string {
  return LANGUAGES.find(({ id }) => id === language)?.locale ?? "en-IN";
}
