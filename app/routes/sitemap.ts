import { sitemapEntries, sitemapXml } from "~/content/feeds.server";
import { fetchContent } from "~/content/page-data.server";
import { SITEMAP_QUERY } from "~/content/queries";
import { siteOrigin } from "~/content/seo.server";
import { onlyGet } from "~/lib/get-only";
import type { Route } from "./+types/sitemap";

export async function loader({ context, url }: Route.LoaderArgs) {
  const data = await fetchContent(context, SITEMAP_QUERY, {}, { published: true });
  return new Response(sitemapXml(siteOrigin(context, url), sitemapEntries(data)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

export const action = onlyGet;
