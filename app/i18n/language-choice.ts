import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/languages.ts";

/**
 * The visitor's chosen language: one cookie, written when they follow the header's language link
 * (/language), read only at the site's front door: `/` takes someone who chose Hindi to /hi. Every
 * other address is in its own language whatever the cookie says, so a shared link shows what its
 * sender saw. Not personal: one of two fixed values. The browser's Accept-Language is never used to
 * send anyone anywhere.
 */
export const LANGUAGE_COOKIE = "site_language";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a Cookie header chose, or null (none, or not one of ours). */
export function chosenLanguageIn(cookie: string | null | undefined): Language | null {
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** A Set-Cookie value that remembers the choice (English: the default, so it is forgotten). */
export function languageCookie(language: Language, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return language === DEFAULT_LANGUAGE
    ? `${LANGUAGE_COOKIE}=; Max-Age=0; ${attributes}`
    : `${LANGUAGE_COOKIE}=${language}; Max-Age=${YEAR_SECONDS}; ${attributes}`;
}

/**
 * The page cache's variant for the front door: a visitor who chose another language is sent there
 * (a redirect the cache does not keep), so `/` with that cookie is a page of its own.
 */
export function frontDoorVariant(cookie: string | undefined, pathname: string): string {
  if (pathname !== "/") return "";
  const chosen = chosenLanguageIn(cookie);
  return chosen && chosen !== DEFAULT_LANGUAGE ? `${LANGUAGE_COOKIE}=${chosen}` : "";
}
