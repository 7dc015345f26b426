import type { MetaDescriptor } from "react-router";
import { type Language, localeOf } from "#contract/languages.ts";

export const SITE_NAME = "Aarogya Bharat Collective";

/** Title and description for a page that is not content (sign-in, password reset…). */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: documentTitle(title) }];
  if (description) meta.push({ name: "description", content: description });
  return meta;
}

export function documentTitle(title: string): string {
  if (title === "Home" || title === SITE_NAME) return SITE_NAME;
  // A title edited in the CMS may name the site already ("About us | <site>"): never twice.
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Everything search engines and link previews read about a content page, with absolute URLs. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  type: "website" | "article";
  image: { url: string; alt: string } | null;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  /** Previews and error states must not be indexed. */
  noindex?: boolean;
  /** The page's language (og:locale). */
  language?: Language;
  /**
   * The same page in each language it exists in, this one included (absolute URLs): hreflang links,
   * reciprocal, with x-default on the English one. Empty: the page is in one language.
   */
  alternates?: PageAlternate[];
}

export interface PageAlternate {
  language: Language;
  href: string;
}

/** The meta tags of a content page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SITE_NAME }];
  const title = documentTitle(seo.title);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: localeOf(seo.language ?? "en").replace("-", "_") },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    meta.push(
      { property: "og:image", content: seo.image.url },
      { property: "og:image:alt", content: seo.image.alt },
      { name: "twitter:image", content: seo.image.url },
      { name: "twitter:image:alt", content: seo.image.alt },
    );
  }
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  meta.push(...hreflangLinks(seo.alternates ?? []));
  for (const item of seo.jsonLd) meta.push({ "script:ld+json": item });
  return meta;
}

/** hreflang links: one per language the page exists in, and x-default on the English one. */
function hreflangLinks(alternates: readonly PageAlternate[]): MetaDescriptor[] {
  if (alternates.length < 2) return [];
  const links: MetaDescriptor[] = alternates.map(({ language, href }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: localeOf(language),
    href,
  }));
  const fallback = alternates.find(({ language }) => language === "en");
  if (fallback) {
    links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: fallback.href });
  }
  return links;
}
