import { rssXml } from "~/content/feeds.server";
import { fetchContent } from "~/content/page-data.server";
import { RSS_QUERY } from "~/content/queries";
import { siteOrigin } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { onlyGet } from "~/lib/get-only";
import { SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/rss";

export async function loader({ context, url }: Route.LoaderArgs) {
  const [settings, posts] = await Promise.all([
    loadSiteSettings(context, { published: true }),
    fetchContent(context, RSS_QUERY, {}, { published: true }),
  ]);
  const name = settings?.companyName ?? SITE_NAME;
  const language = requestLanguage(context);
  const t = translatorFor(language);
  const body = rssXml(
    siteOrigin(context, url),
    {
      title: t("feed.title", { name }),
      description: settings?.description ?? t("feed.description", { name }),
      language,
    },
    posts,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

export const action = onlyGet;
