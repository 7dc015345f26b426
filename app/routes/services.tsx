import { Link } from "react-router";
import { loadListingPage } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { SERVICE_LINES_QUERY } from "~/content/queries";
import { Highlights } from "~/content-ui/content-lists";
import { FeatureRow } from "~/content-ui/page-sections";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { SERVICE_LINE_PATHS } from "~/services/service-line-paths";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/services";

/** /service: every service line, each at its own anchor (/service#rephub). */
export async function loader(args: Route.LoaderArgs) {
  const { items, page } = await loadListingPage(
    args,
    "services",
    fetchContent(args.context, SERVICE_LINES_QUERY),
  );
  return { lines: items, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lines, crumbs } = loaderData;
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={crumbs} />
      <section className="section" aria-label={t("services.region")}>
        <div className="container">
          <nav aria-label={t("services.nav")} className="filter-bar">
            <ul className="filter-bar__list">
              {lines.map((line) => (
                <li key={line._id}>
                  <a href={`#${line.key}`} className="chip">
                    {line.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="stack">
            {lines.map((line, index) => {
              const paths = line.key ? SERVICE_LINE_PATHS[line.key] : null;
              return (
                <FeatureRow
                  key={line._id}
                  image={line.image}
                  aspect={3 / 2}
                  priority={index === 0}
                  item={{ id: line.key ?? undefined, labelledBy: `service-${line._id}` }}
                >
                  <p className="card__kicker">{line.tagline}</p>
                  <h2 id={`service-${line._id}`}>{line.title}</h2>
                  <p>{line.summary}</p>
                  <Highlights items={line.highlights} />
                  <p className="feature-row__actions">
                    {paths?.page ? (
                      <Link to={localHref(paths.page)} className="button button--primary">
                        {t("services.about", { title: line.title ?? "" })}
                      </Link>
                    ) : null}
                    {paths?.module ? (
                      <Link to={localHref(paths.module)} className="button button--ghost">
                        {t("services.open", { title: line.title ?? "" })}
                        <span className="visually-hidden">{` ${t("services.members")}`}</span>
                      </Link>
                    ) : null}
                  </p>
                </FeatureRow>
              );
            })}
          </div>
        </div>
      </section>
    </>
  );
}
