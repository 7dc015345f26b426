import type { RouterContextProvider } from "react-router";
import { LANGUAGES, type Language } from "#contract/languages.ts";
import { languageOfPath, switchLanguage } from "~/i18n/language-path";
import { type PageAlternate, type PageSeo, SITE_NAME } from "~/lib/meta";
import { routeEntryForPath } from "~/route-lookup";
import type { Crumb } from "~/shell/page-header";
import { contentSettings, imageConfigFor } from "./content.server";
import { type ImageSource, imageUrl } from "./image-url";
import { isPreview } from "./preview.server";
import { withoutStega } from "./stega.server";
import type { SiteSettings } from "./types";

/** The site's public origin: SITE_URL when set, else the request's own. */
export function siteOrigin(context: Readonly<RouterContextProvider>, url: URL): string {
  return contentSettings(context).siteUrl ?? url.origin;
}

export interface SeoInput {
  title: string;
  description?: string | null;
  /** The page's own path (canonical); defaults to the request path without a query. */
  path?: string;
  image?: (ImageSource & { alt?: string | null }) | null;
  type?: "website" | "article";
  crumbs?: Crumb[];
  jsonLd?: Record<string, unknown>[];
  /** Pages search engines should not list (search results). */
  noindex?: boolean;
  /**
   * A document's translations (translationFields): the page exists in those languages only. Without
   * it, the page exists in every language the route table gives its address.
   */
  translations?: readonly DocumentTranslation[] | null;
  /** Fields an editor set on the document's "Search and sharing" tab win. */
  seo?: {
    title?: string | null;
    description?: string | null;
    image?: (ImageSource & { alt?: string | null }) | null;
  } | null;
}

/** One translation of a document, as translationFields projects it. */
interface DocumentTranslation {
  language: string | null;
  slug?: string | null;
  key?: string | null;
}

/**
 * The same page in each language it exists in (this one included): the route's address in every
 * language the table gives it, narrowed to the document's translations when it has them. A
 * translation keeps its own slug, so its address is its own.
 */
function pageAlternates(
  origin: string,
  path: string,
  translations?: readonly DocumentTranslation[] | null,
): PageAlternate[] {
  const here = languageOfPath(path);
  // A document's address ends in its slug (/blog-details/{slug}); a singleton's does not (/about).
  const bySlug = routeEntryForPath(path)?.path.split("/").at(-1)?.startsWith(":") === true;
  return LANGUAGES.flatMap(({ id }): PageAlternate[] => {
    let target = switchLanguage(path, id);
    if (translations && id !== here) {
      const translation = translations.find((t) => t.language === id);
      if (!translation) return [];
      if (bySlug && translation.slug) {
        target = target.replace(/[^/]+$/, encodeURIComponent(translation.slug));
      }
    }
    if (id !== here && !routeEntryForPath(target)) return [];
    return [{ language: id as Language, href: `${origin}${target}` }];
  });
}

/**
 * Builds a page's PageSeo from its content and the site settings. Everything here goes to <head>
 * and JSON-LD, where an editor's preview must not carry its click-to-edit marks (stega.server.ts).
 */
export function buildSeo(
  context: Readonly<RouterContextProvider>,
  url: URL,
  settings: SiteSettings | null,
  input: SeoInput,
): PageSeo {
  const origin = siteOrigin(context, url);
  const path = input.path ?? url.pathname;
  const canonical = `${origin}${path}`;
  const config = imageConfigFor(contentSettings(context));
  const figure = input.seo?.image ?? input.image ?? settings?.shareImage ?? null;
  const src = figure ? imageUrl(config, figure, { width: 1200, format: "jpg" }) : null;
  const jsonLd = [...(input.jsonLd ?? [])];
  if (input.crumbs && input.crumbs.length > 1)
    jsonLd.push(breadcrumbList(origin, input.crumbs, canonical));
  return withoutStega({
    title: input.seo?.title || input.title,
    description: input.seo?.description || input.description || settings?.description || SITE_NAME,
    canonical,
    type: input.type ?? "website",
    image: src
      ? { url: src.startsWith("/") ? `${origin}${src}` : src, alt: figure?.alt ?? "" }
      : null,
    siteName: settings?.companyName ?? SITE_NAME,
    jsonLd,
    noindex: input.noindex === true || isPreview(context),
    language: languageOfPath(path),
    alternates: pageAlternates(origin, path, input.translations),
  });
}

/**
 * Puts a page's own structured data (its Organization, its BlogPosting) first in its JSON-LD,
 * cleaned of click-to-edit marks like the rest of PageSeo.
 */
export function prependJsonLd(seo: PageSeo, ...items: Record<string, unknown>[]): void {
  seo.jsonLd.unshift(...withoutStega(items));
}

function breadcrumbList(origin: string, crumbs: Crumb[], current: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.to ? `${origin}${crumb.to}` : current,
    })),
  };
}

export function organization(origin: string, settings: SiteSettings | null) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings?.companyName ?? SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: settings?.email ?? undefined,
    telephone: settings?.contactNumber ?? undefined,
    address: settings?.address ?? undefined,
    sameAs: settings?.socialLinks?.map((link) => link.href) ?? [],
  };
}
