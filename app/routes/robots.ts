import { siteOrigin } from "~/content/seo.server";
import { onlyGet } from "~/lib/get-only";
import type { Route } from "./+types/robots";

/** Crawl everything public; the signed-in area, previews and the webhook are not for crawlers. */
const PRIVATE_PATHS = [
  "/my-orders",
  "/my-profile",
  "/my-courses",
  "/preview",
  "/webhooks/",
  "/service/",
  "/session",
  "/logout",
  "/search",
];

export function loader({ context, url }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin(context, url)}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export const action = onlyGet;
