import { pageWords } from "~/content/listing-page.server";
import { fetchContent, foundOrInEnglish } from "~/content/page-data.server";
import { HOME_PAGE_QUERY } from "~/content/queries";
import { buildSeo, organization, prependJsonLd, siteOrigin } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { unprefixedPath } from "~/i18n/language-path";
import { seoMeta } from "~/lib/meta";
import { checkBlocks } from "~/page-builder/block-shapes";
import { PageBuilder } from "~/page-builder/page-builder";
import { pageBuilderJsonLd, slidesFor } from "~/page-builder/page-builder.server";
import type { Route } from "./+types/home";

type Layout = "one" | "two" | "three";

const LAYOUTS: Record<string, Layout> = {
  "/": "one",
  "/home-one": "one",
  "/home-two": "two",
  "/home-three": "three",
};

/**
 * /, /home-one, /home-two, /home-three: the home page document's three layouts, each a list of the
 * page builder's blocks editors arrange. The course slider comes from the service API, asked only
 * when the layout shows it; when that call fails the page renders without it.
 */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const layout = LAYOUTS[unprefixedPath(pattern)] ?? "one";
  const words = pageWords(context);
  const [settings, home] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, HOME_PAGE_QUERY, { layout }).then(
      foundOrInEnglish(context, url, { type: "homePage" }),
    ),
  ]);
  const blocks = checkBlocks(home.blocks);
  const slides = await slidesFor(context, blocks);
  const origin = siteOrigin(context, url);
  const seo = buildSeo(context, url, settings, {
    title: words.routeTitle(pattern),
    description: home.hero?.text,
    image: home.hero?.image,
    seo: home.seo,
    // The three layouts show one page: / is its canonical address.
    path: words.href("/"),
    jsonLd: pageBuilderJsonLd(blocks),
    translations: home.translations ?? [],
  });
  prependJsonLd(seo, organization(origin, settings), {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: seo.siteName,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}${words.href("/search")}?q={query}`,
      "query-input": "required name=query",
    },
  });
  return { blocks, field: home.field, slides, layout, seo, title: words.routeTitle(pattern) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, field, slides, layout, title } = loaderData;
  return (
    <div className={`home home--${layout}`}>
      <PageBuilder
        blocks={blocks}
        source={{ id: "homePage", type: "homePage", field }}
        hasTitle={false}
        title={title}
        data={{ slides }}
      />
    </div>
  );
}
