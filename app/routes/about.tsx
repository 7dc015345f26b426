import { useEditMarks } from "~/content/edit-marks";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, foundOrInEnglish } from "~/content/page-data.server";
import { RichText } from "~/content/portable-text";
import { ABOUT_PAGE_QUERY } from "~/content/queries";
import { headings, type RichTextValue } from "~/content/rich-text-outline";
import { buildSeo, organization, prependJsonLd, siteOrigin } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { FeatureRow, FiguresSection } from "~/content-ui/page-sections";
import { useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/about";

export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const words = pageWords(context);
  const [settings, page] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, ABOUT_PAGE_QUERY).then(
      foundOrInEnglish(context, url, { type: "aboutPage" }),
    ),
  ]);
  const title = page.title ?? words.routeTitle(pattern);
  const crumbs = [words.home, { label: words.routeTitle(pattern) }];
  const seo = buildSeo(context, url, settings, {
    title,
    description: page.intro,
    image: page.image,
    seo: page.seo,
    crumbs,
    translations: page.translations ?? [],
  });
  prependJsonLd(seo, organization(siteOrigin(context, url), settings));
  return { page, title, crumbs, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The story's own first heading when its text opens with one: the page then adds none of its own. */
function openingHeadingId(body: RichTextValue | null | undefined): string | null {
  const first = headings(body)[0];
  return first && first.level === 2 && first.block === body?.[0] ? first.id : null;
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, title, crumbs } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  const storyHeading = openingHeadingId(page.body);
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", "aboutPage")} />
      <section className="section">
        <FeatureRow image={page.image} aspect={4 / 3} priority>
          <p className="lead" {...mark("intro", "aboutPage")}>
            {page.intro}
          </p>
          <h2>{t("about.mission")}</h2>
          <p {...mark("mission", "aboutPage")}>{page.mission}</p>
          <h2>{t("about.vision")}</h2>
          <p {...mark("vision", "aboutPage")}>{page.vision}</p>
        </FeatureRow>
      </section>
      <FiguresSection id="about-figures" stats={page.stats ?? []} />
      {page.values?.length ? (
        <section className="section" aria-labelledby="about-values">
          <div className="container">
            <h2 id="about-values">{t("about.values")}</h2>
            <ul className="card-grid">
              {page.values.map((value, index) => (
                <li key={value.title} className="card" data-reveal="">
                  <h3 className="card__title" {...mark(`values[${index}].title`, "aboutPage")}>
                    {value.title}
                  </h3>
                  <p {...mark(`values[${index}].description`, "aboutPage")}>{value.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {page.body?.length ? (
        <section className="section section--tint" aria-labelledby={storyHeading ?? "about-story"}>
          <div className="container prose-container">
            {storyHeading ? null : <h2 id="about-story">{t("about.story")}</h2>}
            <div {...mark("body", "aboutPage")}>
              <RichText value={page.body} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
