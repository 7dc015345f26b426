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

export function siteOrigin(context: Readonly<RouterContextProvider>, url: URL): string {
  return contentSettings(context).siteUrl ?? url.origin;
}

export interface SeoInput {
  title: string;
  description?: string | null;
  path?: string;
  image?: (ImageSource & { alt?: string | null }) | null;
  type?: "website" | "article";
  crumbs?: Crumb[];
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /** Absent: every language the route table gives the address. */
  translations?: readonly DocumentTranslation[] | null;
  /** Fields an editor set on the "Search and sharing" tab win. */
  seo?: {
    title?: string | null;
    description?: string | null;
    image?: (ImageSource & { alt?: string | null }) | null;
  } | null;
}

interface DocumentTranslation {
  language: string | null;
  slug?: string | null;
  key?: string | null;
}

/** A translation keeps its own slug, so its address is its own. */
function pageAlternates(
  origin: string,
  path: string,
  translations?: readonly DocumentTranslation[] | null,
): PageAlternate[] {
  const here = languageOfPath(path);
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
 * Everything here goes to <head> and JSON-LD, where click-to-edit marks must not (stega.server.ts).
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
