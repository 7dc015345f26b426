import { DEFAULT_LANGUAGE, type Language, PREFIXED_LANGUAGES } from "#contract/languages.ts";

/**
 * Where a language's pages live: English without a prefix, Hindi under /hi/ (decision 0053). Pure
 * string rules, shared by the route table, the loaders, the links and the host.
 */

const PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join("|")})(?=/|$)`);

/** The language of an address: its first segment when that names a prefixed language. */
export function languageOfPath(pathname: string): Language {
  return (PREFIX.exec(pathname)?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The address without its language prefix: /hi/about → /about, /hi → /. */
export function unprefixedPath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * A site path (English form, may carry ?query and #hash) in `language`: /about → /hi/about, / →
 * /hi. Other origins, and paths already in a language, are left alone.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (PREFIX.test(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  return `/${language}${pathname === "/" ? "" : pathname}${tail}`;
}

/** The same page in another language: /hi/about ↔ /about. */
export function switchLanguage(pathname: string, to: Language): string {
  return localizedPath(unprefixedPath(pathname), to);
}
