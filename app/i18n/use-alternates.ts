import { useMatches } from "react-router";
import type { Language } from "#contract/languages.ts";
import type { PageSeo } from "~/lib/meta";

/**
 * The page's address in `language`, as its loader found it (its hreflang alternates), or null when
 * the page is not in that language. Read from the deepest route that says.
 */
export function useAlternatePath(language: Language): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const seo = (match.loaderData as { seo?: PageSeo } | undefined)?.seo;
    if (!seo?.alternates) continue;
    const href = seo.alternates.find((alternate) => alternate.language === language)?.href;
    return href ? new URL(href).pathname : null;
  }
  return null;
}
