import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages.ts";

/** Translated whole; the others are language-free or translated field by field. */
export const TRANSLATED_TYPES = [
  "post",
  "work",
  "page",
  "serviceLine",
  "aboutPage",
  "homePage",
  "testimonial",
  "section",
  "csrInitiative",
] as const;

export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

export const TRANSLATED_SINGLETON_TYPES = ["homePage", "aboutPage"] as const;

export const STUDIO_LANGUAGES = LANGUAGES.map(({ id, title }) => ({ id, title }));

export const TRANSLATION_METADATA_TYPE = "translation.metadata";

export function isTranslatedType(type: string): type is TranslatedType {
  return (TRANSLATED_TYPES as readonly string[]).includes(type);
}

export function isTranslatedSingleton(type: string): boolean {
  return (TRANSLATED_SINGLETON_TYPES as readonly string[]).includes(type);
}

/** `homePage`, `homePage-hi`: no dot, since a dotted id is private. */
export function singletonId(type: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? type : `${type}-${language}`;
}

export function languageBadge(language: unknown): string {
  return typeof language === "string" && language ? language.toUpperCase() : "??";
}
