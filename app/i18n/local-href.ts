import { DEFAULT_LANGUAGE, type Language } from "#contract/languages.ts";
import { localizedPath } from "./language-path";

/**
 * A site link for a page in `language`: the same page in that language (/about → /hi/about), unless
 * its first segment is one of `englishOnly` (the route table's English-only addresses: members'
 * pages, the modules, the account doors stay English). Other origins are left alone.
 */
export function localHref(to: string, language: Language, englishOnly: readonly string[]): string {
  if (language === DEFAULT_LANGUAGE || !to.startsWith("/") || to.startsWith("//")) return to;
  const segment = (to.split(/[/?#]/)[1] ?? "").toLowerCase();
  return englishOnly.includes(segment) ? to : localizedPath(to, language);
}
