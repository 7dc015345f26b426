import { DEFAULT_LANGUAGE, isLanguage } from "#contract/languages.ts";
import { localizedPath } from "../i18n/language-path";
import { type ServiceLineKey, serviceLineHref } from "../services/service-line-paths";

/** A content document as the site addresses it: its type, slug and (service lines) key. */
export interface AddressableDocument {
  _type: string;
  slug?: string | null;
  key?: ServiceLineKey | string | null;
}

/**
 * The one rule for where a document shows on the site (cards, search, sitemap, RSS, the studio's
 * preview link). Null: it has no page yet.
 */
export function documentPath(document: AddressableDocument): string | null {
  const slug = document.slug;
  switch (document._type) {
    case "post":
      return slug ? `/blog-details/${slug}` : null;
    case "work":
      return slug ? `/work-details/${slug}` : null;
    case "tag":
      return slug ? `/tag/${slug}` : null;
    case "category":
      return slug ? `/category/${slug}` : null;
    case "csrInitiative":
      return slug ? `/csr#${slug}` : "/csr";
    case "testimonial":
      return "/testimonials";
    case "page":
      // Whether the site can serve that slug (isPageSlug) the server-side lists check: the route
      // table is not in every visitor's first load for this.
      return slug ? `/${slug}` : null;
    case "aboutPage":
      return "/about";
    case "homePage":
    case "siteSettings":
      return "/";
    case "serviceLine":
      return serviceLineHref(document.key as ServiceLineKey | null);
    default:
      return null;
  }
}

/**
 * A document's address in its own language (/blog-details/x, /hi/blog-details/x): a card links to
 * the document it shows, whatever the language of the page it is on (a Hindi home page may show a
 * project that exists only in English).
 */
export function documentHref(
  document: AddressableDocument & { language?: string | null },
  fallback: string,
): string {
  const language = isLanguage(document.language) ? document.language : DEFAULT_LANGUAGE;
  return localizedPath(documentPath(document) ?? fallback, language);
}

/** A service line's page in the line's own language (its card's link, wherever it is shown). */
export function serviceLinePageHref(line: { key: string | null; language: string | null }): string {
  return documentHref({ _type: "serviceLine", key: line.key, language: line.language }, "/service");
}
