import { isPageSlug, ROUTE_TABLE } from "~/route-table";
import { SERVICE_LINE_PATHS } from "~/services/service-line-paths";
import { documentPath } from "./document-path";
import type { RSS_QUERY_RESULT, SITEMAP_QUERY_RESULT } from "./sanity.types";

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Public pages with no document of their own; their lastmod is the newest content they show. */
const LISTING_SOURCES: Record<string, (data: SITEMAP_QUERY_RESULT) => Array<string | null>> = {
  "/": (data) => [singleton(data, "homePage"), ...data.posts.map((post) => post._updatedAt)],
  "/about": (data) => [singleton(data, "aboutPage")],
  "/service": (data) => data.serviceLines.map((line) => line._updatedAt),
  "/work": (data) => data.work.map((item) => item._updatedAt),
  "/blog-grid": (data) => data.posts.map((post) => post._updatedAt),
  "/blog-classic": (data) => data.posts.map((post) => post._updatedAt),
  "/testimonials": (data) => [data.testimonials],
  "/csr": (data) => [data.csr],
  "/contact": (data) => [singleton(data, "siteSettings")],
};

function singleton(data: SITEMAP_QUERY_RESULT, id: string): string | null {
  return data.singletons.find((doc) => doc._id === id)?._updatedAt ?? null;
}

function newest(dates: Array<string | null | undefined>): string | null {
  const valid = dates.filter((date): date is string => Boolean(date)).sort();
  return valid.at(-1) ?? null;
}

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/**
 * Every public URL: the route table's public pages without parameters, the
 * three service-line pages, and every post, project, tag and category.
 * Signed-in and sign-in pages are left out (nothing there for a search engine).
 */
export function sitemapEntries(data: SITEMAP_QUERY_RESULT): SitemapEntry[] {
  const servicePages = new Map(
    data.serviceLines.flatMap((line) => {
      const page = line.key ? SERVICE_LINE_PATHS[line.key].page : null;
      return page ? [[page, line._updatedAt] as const] : [];
    }),
  );
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
  ).map((entry) => ({
    path: entry.path,
    lastmod: servicePages.get(entry.path) ?? newest(LISTING_SOURCES[entry.path]?.(data) ?? []),
  }));
  const documents = (
    [
      ...data.posts.map((doc) => ({ ...doc, _type: "post" })),
      ...data.work.map((doc) => ({ ...doc, _type: "work" })),
      ...data.tags.map((doc) => ({ ...doc, _type: "tag" })),
      ...data.categories.map((doc) => ({ ...doc, _type: "category" })),
      // A page whose slug the site cannot serve (an import past the studio's rule) is not listed.
      ...data.pages.filter((doc) => isPageSlug(doc.slug)).map((doc) => ({ ...doc, _type: "page" })),
    ] as const
  ).flatMap((doc) => {
    const path = documentPath(doc);
    return path ? [{ path, lastmod: doc._updatedAt }] : [];
  });
  return [...fixed, ...documents];
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function rssXml(
  origin: string,
  channel: { title: string; description: string },
  posts: RSS_QUERY_RESULT,
): string {
  const items = posts.map((post) => {
    const link = `${origin}${documentPath({ _type: "post", slug: post.slug })}`;
    const categories = (post.categories ?? [])
      .filter((category): category is string => Boolean(category))
      .map((category) => `<category>${escapeXml(category)}</category>`)
      .join("");
    return [
      "<item>",
      `<title>${escapeXml(post.title ?? "")}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : "",
      categories,
      `<description>${escapeXml(post.excerpt ?? "")}</description>`,
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(`${origin}/blog-grid`)}</link>
<atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(channel.description)}</description>
<language>en-IN</language>
${items.join("\n")}
</channel>
</rss>
`;
}
