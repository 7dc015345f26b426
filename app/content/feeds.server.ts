import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  localeOf,
} from "#contract/languages.ts";
import { localizedPath } from "~/i18n/language-path";
import { isPageSlug, routeEntryForPath } from "~/route-lookup";
import { ROUTE_TABLE } from "~/route-table";
import { SERVICE_LINE_PATHS } from "~/services/service-line-paths";
import { documentPath } from "./document-path";
import type { RSS_QUERY_RESULT, SITEMAP_QUERY_RESULT } from "./sanity.types";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Pages without a document of their own: lastmod is the newest content they show. */
const LISTING_SOURCES: Record<
  string,
  (data: SITEMAP_QUERY_RESULT, language: Language) => Array<string | null>
> = {
  "/": (data, language) => [
    singleton(data, "homePage", language),
    ...updatedIn(data.posts, language),
  ],
  "/about": (data, language) => [singleton(data, "aboutPage", language)],
  "/service": (data, language) => updatedIn(data.serviceLines, language),
  "/work": (data, language) => updatedIn(data.work, language),
  "/blog-grid": (data, language) => updatedIn(data.posts, language),
  "/blog-classic": (data, language) => updatedIn(data.posts, language),
  "/testimonials": (data) => [data.testimonials],
  "/csr": (data) => [data.csr],
  "/contact": (data) => [singleton(data, "siteSettings")],
};

/** Nothing in the language yet: dated as the English listing, so every entry keeps a lastmod. */
function listingLastmod(data: SITEMAP_QUERY_RESULT, path: string, language: Language) {
  const source = LISTING_SOURCES[path];
  if (!source) return null;
  return newest(source(data, language)) ?? newest(source(data, DEFAULT_LANGUAGE));
}

function updatedIn(
  docs: ReadonlyArray<{ _updatedAt: string; language: string | null }>,
  language: Language,
): string[] {
  return docs
    .filter((doc) => (doc.language ?? DEFAULT_LANGUAGE) === language)
    .map((doc) => doc._updatedAt);
}

const SINGLETON_PAGES: Record<string, string> = { "/": "homePage", "/about": "aboutPage" };

function singleton(data: SITEMAP_QUERY_RESULT, type: string, language?: Language): string | null {
  return (
    data.singletons.find(
      (doc) => doc._type === type && (language === undefined || doc.language === language),
    )?._updatedAt ?? null
  );
}

function newest(dates: Array<string | null | undefined>): string | null {
  const valid = dates.filter((date): date is string => Boolean(date)).sort();
  return valid.at(-1) ?? null;
}

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  alternates: Array<{ language: Language; path: string }>;
}

function fixedPageLanguages(data: SITEMAP_QUERY_RESULT, path: string): Language[] {
  const type = SINGLETON_PAGES[path];
  const serviceKey = Object.entries(SERVICE_LINE_PATHS).find(([, p]) => p.page === path)?.[0];
  return LANGUAGES.map(({ id }) => id).filter((language) => {
    if (language !== DEFAULT_LANGUAGE && !routeEntryForPath(localizedPath(path, language)))
      return false;
    if (type) return singleton(data, type, language) !== null;
    if (serviceKey)
      return data.serviceLines.some((l) => l.key === serviceKey && l.language === language);
    return true;
  });
}

function entriesInLanguages(
  paths: Array<{ language: Language; path: string; lastmod: string | null }>,
): SitemapEntry[] {
  const alternates =
    paths.length > 1 ? paths.map(({ language, path }) => ({ language, path })) : [];
  return paths.map(({ path, lastmod }) => ({ path, lastmod, alternates }));
}

type TranslatedDoc = {
  slug: string | null;
  _updatedAt: string;
  language: string | null;
  translations: Array<{ language: string | null; slug: string | null }> | null;
};

/**
 * Every public URL in every language; signed-in and sign-in pages are of no use to a search engine.
 */
export function sitemapEntries(data: SITEMAP_QUERY_RESULT): SitemapEntry[] {
  const fixed = ROUTE_TABLE.filter(
    (entry) =>
      entry.access.kind === "public" &&
      !entry.path.includes(":") &&
      ![
        "/request-otp",
        "/reset-password",
        "/search",
        "/home-one",
        "/home-two",
        "/home-three",
      ].includes(entry.path),
  ).flatMap((entry) => {
    const serviceKey = Object.entries(SERVICE_LINE_PATHS).find(
      ([, p]) => p.page === entry.path,
    )?.[0];
    return entriesInLanguages(
      fixedPageLanguages(data, entry.path).map((language) => ({
        language,
        path: localizedPath(entry.path, language),
        lastmod: serviceKey
          ? (data.serviceLines.find((l) => l.key === serviceKey && l.language === language)
              ?._updatedAt ?? null)
          : listingLastmod(data, entry.path, language),
      })),
    );
  });
  const translated = (type: "post" | "work" | "page", docs: readonly TranslatedDoc[]) =>
    docs.flatMap((doc) => {
      const language = isLanguage(doc.language) ? doc.language : DEFAULT_LANGUAGE;
      const path = documentPath({ _type: type, slug: doc.slug });
      if (!path) return [];
      const others = (doc.translations ?? []).flatMap((t) => {
        const other = documentPath({ _type: type, slug: t.slug });
        return isLanguage(t.language) && t.language !== language && other
          ? [{ language: t.language, path: localizedPath(other, t.language) }]
          : [];
      });
      const own = { language, path: localizedPath(path, language) };
      return [
        {
          path: own.path,
          lastmod: doc._updatedAt,
          alternates: others.length > 0 ? [own, ...others] : [],
        },
      ];
    });
  const taxonomy = [
    ...data.tags.map((doc) => ({ ...doc, _type: "tag" })),
    ...data.categories.map((doc) => ({ ...doc, _type: "category" })),
  ].flatMap((doc) => {
    const path = documentPath(doc);
    return path ? [{ path, lastmod: doc._updatedAt, alternates: [] }] : [];
  });
  return [
    ...fixed,
    ...translated("post", data.posts),
    ...translated("work", data.work),
    // An import past the studio's slug rule is not listed.
    ...translated(
      "page",
      data.pages.filter((doc) => isPageSlug(doc.slug)),
    ),
    ...taxonomy,
  ];
}

/** The sitemap protocol needs %-encoded UTF-8, and a raw `?` or `%41` would name another page. */
function urlEscaped(path: string): string {
  return path
    .toWellFormed()
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (character) => encodeURIComponent(character));
}

const addressXml = (origin: string, path: string) => escapeXml(`${origin}${urlEscaped(path)}`);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    const links = entry.alternates.map(
      ({ language, path }) =>
        `<xhtml:link rel="alternate" hreflang="${localeOf(language)}" href="${addressXml(origin, path)}"/>`,
    );
    const fallback = entry.alternates.find(({ language }) => language === DEFAULT_LANGUAGE);
    if (fallback) {
      links.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${addressXml(origin, fallback.path)}"/>`,
      );
    }
    return `<url><loc>${addressXml(origin, entry.path)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function rssXml(
  origin: string,
  channel: { title: string; description: string; language: Language },
  posts: RSS_QUERY_RESULT,
): string {
  const at = (path: string) => `${origin}${urlEscaped(localizedPath(path, channel.language))}`;
  const items = posts.map((post) => {
    const link = at(documentPath({ _type: "post", slug: post.slug }) ?? "/blog-grid");
    const categories = (post.categories ?? [])
      .flatMap((category) => (category.title ? [category.title] : []))
      .map((category) => `<category>${escapeXml(category)}</category>`)
      .join("");
    return [
      "<item>",
      `<title>${escapeXml(post.title ?? "")}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
      post.author?.name ? `<dc:creator>${escapeXml(post.author.name)}</dc:creator>` : "",
      categories,
      `<description>${escapeXml(post.excerpt ?? "")}</description>`,
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(at("/blog-grid"))}</link>
<atom:link href="${escapeXml(at("/rss.xml"))}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(channel.description)}</description>
<language>${localeOf(channel.language)}</language>
${items.join("\n")}
</channel>
</rss>
`;
}
