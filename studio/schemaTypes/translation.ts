import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages.ts";

/**
 * Which documents are translated whole (one document per language, linked by the
 * document-internationalization plugin's `translation.metadata` documents). The others are
 * either language-free (authors, tags, redirects…) or translated field by field
 * (siteSettings, listingPages: internationalized arrays).
 */
export const TRANSLATED_TYPES = [
  "post",
  "work",
  "page",
  "serviceLine",
  "aboutPage",
  "homePage",
  "testimonial",
] as const;

export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

/** The singletons that have one document per language. */
export const TRANSLATED_SINGLETON_TYPES = ["homePage", "aboutPage"] as const;

/** The plugins' language list ({ id, title }), from the site's one list. */
export const STUDIO_LANGUAGES = LANGUAGES.map(({ id, title }) => ({ id, title }));

/** The type of the plugin's documents that link a document to its translations. */
export const TRANSLATION_METADATA_TYPE = "translation.metadata";

export function isTranslatedType(type: string): type is TranslatedType {
  return (TRANSLATED_TYPES as readonly string[]).includes(type);
}

export function isTranslatedSingleton(type: string): boolean {
  return (TRANSLATED_SINGLETON_TYPES as readonly string[]).includes(type);
}

/**
 * A singleton's id in a language: the English one keeps the type's name (`homePage`), every
 * other language's is `<type>-<language>` (`homePage-hi`). No dot: a dotted id is private.
 */
export function singletonId(type: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? type : `${type}-${language}`;
}

/** The short label of a language in lists: "EN", "HI". */
export function languageBadge(language: unknown): string {
  return typeof language === "string" && language ? language.toUpperCase() : "??";
}
