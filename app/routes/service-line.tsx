import { Link } from "react-router";
import { useEditMarks } from "~/content/edit-marks";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, found, foundOrInEnglish } from "~/content/page-data.server";
import { RichText } from "~/content/portable-text";
import { SERVICE_LINE_PAGE_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { Highlights } from "~/content-ui/content-lists";
import { FeatureRow, TestimonialGrid } from "~/content-ui/page-sections";
import { unprefixedPath } from "~/i18n/language-path";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { checkBlocks } from "~/page-builder/block-shapes";
import { PageBuilder } from "~/page-builder/page-builder";
import { pageBuilderJsonLd, slidesFor } from "~/page-builder/page-builder.server";
import { SERVICE_LINE_PATHS, type ServiceLineKey } from "~/services/service-line-paths";
import { PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/service-line";

/** The public page of a service line: /shatayu-about, /PharmaEdge-about, /astira. */
function keyForPath(pattern: string): ServiceLineKey | undefined {
  return (Object.keys(SERVICE_LINE_PATHS) as ServiceLineKey[]).find(
    (key) => SERVICE_LINE_PATHS[key].page === pattern,
  );
}

export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const key = found(keyForPath(unprefixedPath(pattern)));
  const words = pageWords(context);
  const [settings, line] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, SERVICE_LINE_PAGE_QUERY, { key }).then(
      foundOrInEnglish(context, url, { type: "serviceLine", key }),
    ),
  ]);
  const title = words.routeTitle(pattern) || line.title || "";
  const crumbs = [
    words.home,
    { label: words.routeTitle("/service"), to: words.href("/service") },
    { label: title },
  ];
  const blocks = checkBlocks(line.blocks);
  const slides = await slidesFor(context, blocks);
  return {
    line,
    blocks,
    slides,
    title,
    crumbs,
    module: SERVICE_LINE_PATHS[key].module,
    seo: buildSeo(context, url, settings, {
      title,
      description: line.summary,
      image: line.image,
      seo: line.seo,
      crumbs,
      jsonLd: pageBuilderJsonLd(blocks),
      translations: line.translations ?? [],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceLinePage({ loaderData }: Route.ComponentProps) {
  const { line, blocks, slides, title, crumbs, module } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", "serviceLine", line._id)}>
        {line.tagline ? (
          <p className="page-header__lead" {...mark("tagline", "serviceLine", line._id)}>
            {line.tagline}
          </p>
        ) : null}
      </PageHeader>
      <section className="section">
        <FeatureRow image={line.image} aspect={4 / 3} priority>
          <p className="lead" {...mark("summary", "serviceLine", line._id)}>
            {line.summary}
          </p>
          <Highlights items={line.highlights} />
          <p className="feature-row__actions">
            {module ? (
              <Link to={localHref(module)} className="button button--primary">
                {t("services.open", { title: line.title ?? "" })}
                <span className="visually-hidden">{` ${t("services.members")}`}</span>
              </Link>
            ) : null}
            <Link to={localHref("/contact")} className="button button--ghost">
              {t("serviceLine.talk")}
            </Link>
          </p>
        </FeatureRow>
      </section>
      {line.body?.length ? (
        <section className="section section--tint">
          <div className="container prose-container" {...mark("body", "serviceLine", line._id)}>
            <RichText value={line.body} />
          </div>
        </section>
      ) : null}
      <PageBuilder
        blocks={blocks}
        source={{ id: line._id, type: "serviceLine", field: "pageBuilder" }}
        hasTitle
        data={{ slides }}
      />
      {line.testimonials?.length ? (
        <section className="section" aria-labelledby="line-testimonials">
          <div className="container">
            <h2 id="line-testimonials">{t("serviceLine.testimonials")}</h2>
            <TestimonialGrid testimonials={line.testimonials} />
          </div>
        </section>
      ) : null}
    </>
  );
}
