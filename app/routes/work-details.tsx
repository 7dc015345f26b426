import { Link } from "react-router";
import { ArticleBody } from "~/content/article-body";
import { ContentImage } from "~/content/content-image";
import { useEditMarks } from "~/content/edit-marks";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, foundOrInEnglish } from "~/content/page-data.server";
import { WORK_DETAIL_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { PageHeader } from "~/shell/page-header";
import { useDates } from "~/shell/when";
import { workCategoryTitle } from "~/work/work-categories";
import type { Route } from "./+types/work-details";

/** /work-details/{slug}: a project with its gallery, client, services and neighbours. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const words = pageWords(context);
  const [settings, work] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, WORK_DETAIL_QUERY, { slug: params.id }).then(
      foundOrInEnglish(context, url, { type: "work", slug: params.id }),
    ),
  ]);
  const title = work.title ?? words.t("work.project");
  const crumbs = [
    words.home,
    { label: words.routeTitle("/work"), to: words.href("/work") },
    { label: title },
  ];
  return {
    work,
    title,
    crumbs,
    seo: buildSeo(context, url, settings, {
      title,
      description: work.summary,
      image: work.coverImage,
      seo: work.seo,
      crumbs,
      translations: work.translations ?? [],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function WorkDetails({ loaderData }: Route.ComponentProps) {
  const { work, title, crumbs } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  const localHref = useLocalHref();
  const dates = useDates();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", "work", work._id)} />
      <section className="section">
        <div className="container work-layout">
          <div className="work-main">
            <ArticleBody
              image={work.coverImage}
              imageClassName="work__cover"
              lead={work.summary}
              body={work.body}
              source={{ type: "work", id: work._id, leadField: "summary" }}
            />
            {work.gallery?.length ? (
              <section aria-labelledby="work-gallery">
                <h2 id="work-gallery">{t("work.gallery")}</h2>
                <ul className="gallery">
                  {work.gallery.map((image) => (
                    <li key={image._key}>
                      <ContentImage
                        image={image}
                        aspect={4 / 3}
                        sizes="(min-width: 1100px) 370px, 50vw"
                        caption
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <aside className="work-facts" aria-labelledby="work-facts">
            <h2 id="work-facts" className="post-aside__title">
              {t("work.facts")}
            </h2>
            <dl>
              <dt>{t("work.client")}</dt>
              <dd>{work.client}</dd>
              <dt>{t("work.category")}</dt>
              <dd>
                <Link to={localHref(`/work?category=${work.category}`)}>
                  {workCategoryTitle(work.category, t)}
                </Link>
              </dd>
              {work.completedAt ? (
                <>
                  <dt>{t("work.completed")}</dt>
                  <dd>
                    <time dateTime={work.completedAt}>{dates.month(work.completedAt)}</time>
                  </dd>
                </>
              ) : null}
              {work.services?.length ? (
                <>
                  <dt>{t("work.services")}</dt>
                  <dd>
                    <ul className="plain-list">
                      {work.services.map((service) => (
                        <li key={service}>{service}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
            </dl>
          </aside>
        </div>
        <nav className="container neighbours" aria-label={t("work.more")}>
          {work.newer ? (
            <Link
              to={localHref(`/work-details/${work.newer.slug}`)}
              rel="prev"
              className="neighbours__link"
            >
              <span className="neighbours__label">{t("work.previous")}</span> {work.newer.title}
            </Link>
          ) : (
            <span />
          )}
          {work.older ? (
            <Link
              to={localHref(`/work-details/${work.older.slug}`)}
              rel="next"
              className="neighbours__link neighbours__link--next"
            >
              <span className="neighbours__label">{t("work.next")}</span> {work.older.title}
            </Link>
          ) : null}
        </nav>
      </section>
    </>
  );
}
