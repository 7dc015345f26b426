import { DEFAULT_LANGUAGE, isLanguage } from "#contract/languages.ts";
import { localizedPath } from "../i18n/language-path";
import { type ServiceLineKey, serviceLineHref } from "../services/service-line-paths";

export interface AddressableDocument {
  _type: string;
  slug?: string | null;
  key?: ServiceLineKey | string | null;
}

/**
 * The one rule for a document's address (cards, search, sitemap, RSS, studio preview); null: none.
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
      // Checked server-side (isPageSlug): the route table stays out of the first load.
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

/** In the document's own language: a Hindi page may show an English-only project. */
export function documentHref(
  document: AddressableDocument & { language?: string | null },
  fallback: string,
): string {
  const language = isLanguage(document.language) ? document.language : DEFAULT_LANGUAGE;
  return localizedPath(documentPath(document) ?? fallback, language);
}

export function serviceLinePageHref(line: { key: string | null; language: string | null }): string {
  return documentHref({ _type: "serviceLine", key: line.key, language: line.language }, "/service");
}
