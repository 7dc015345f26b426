import { Link } from "react-router";
import { ArticleBody } from "~/content/article-body";
import { ContentImage } from "~/content/content-image";
import { useEditMarks } from "~/content/edit-marks";
import { fetchContent, found } from "~/content/page-data.server";
import { WORK_DETAIL_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { formatMonth } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import { workCategoryTitle } from "~/work/work-categories";
import type { Route } from "./+types/work-details";

/** /work-details/{slug}: a project with its gallery, client, services and neighbours. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const [settings, work] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, WORK_DETAIL_QUERY, { slug: params.id }).then(found),
  ]);
  const crumbs = [
    homeCrumb,
    { label: "Our Work", to: "/work" },
    { label: work.title ?? "Project" },
  ];
  return {
    work,
    crumbs,
    seo: buildSeo(context, url, settings, {
      title: work.title ?? "Project",
      description: work.summary,
      image: work.coverImage,
      seo: work.seo,
      crumbs,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function WorkDetails({ loaderData }: Route.ComponentProps) {
  const { work, crumbs } = loaderData;
  const mark = useEditMarks();
  return (
    <>
      <PageHeader
        title={work.title ?? "Project"}
        crumbs={crumbs}
        titleMark={mark("title", "work", work._id)}
      />
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
                <h2 id="work-gallery">Gallery</h2>
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
              Project facts
            </h2>
            <dl>
              <dt>Client</dt>
              <dd>{work.client}</dd>
              <dt>Category</dt>
              <dd>
                <Link to={`/work?category=${work.category}`}>
                  {workCategoryTitle(work.category)}
                </Link>
              </dd>
              {work.completedAt ? (
                <>
                  <dt>Completed</dt>
                  <dd>
                    <time dateTime={work.completedAt}>{formatMonth(work.completedAt)}</time>
                  </dd>
                </>
              ) : null}
              {work.services?.length ? (
                <>
                  <dt>Services</dt>
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
        <nav className="container neighbours" aria-label="More projects">
          {work.newer ? (
            <Link to={`/work-details/${work.newer.slug}`} rel="prev" className="neighbours__link">
              <span className="neighbours__label">Previous project</span> {work.newer.title}
            </Link>
          ) : (
            <span />
          )}
          {work.older ? (
            <Link
              to={`/work-details/${work.older.slug}`}
              rel="next"
              className="neighbours__link neighbours__link--next"
            >
              <span className="neighbours__label">Next project</span> {work.older.title}
            </Link>
          ) : null}
        </nav>
      </section>
    </>
  );
}
