import { Link, redirect } from "react-router";
import { DEFAULT_LANGUAGE } from "#contract/languages.ts";
import { loadListingPage, pageWords } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { WORK_LIST_QUERY } from "~/content/queries";
import { LinkedWords } from "~/content-ui/linked-words";
import { useLanguage, useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import { WorkCard } from "~/work/work-card";
import { isWorkCategory, WORK_CATEGORIES, workCategoryTitle } from "~/work/work-categories";
import type { Route } from "./+types/work";

/** /work: the portfolio, filtered by ?category= (an unknown category shows everything). */
export async function loader(args: Route.LoaderArgs) {
  const asked = args.url.searchParams.get("category") ?? "";
  const words = pageWords(args.context);
  if (asked !== "" && !isWorkCategory(asked)) throw redirect(words.href("/work"));
  const { items, page } = await loadListingPage(
    args,
    "work",
    fetchContent(args.context, WORK_LIST_QUERY, { category: asked }),
    () => ({ path: words.href("/work") }),
  );
  return { items, category: asked, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Work({ loaderData }: Route.ComponentProps) {
  const { items, category, crumbs, copy } = loaderData;
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <ListingHeader copy={copy} crumbs={crumbs} />
      <section className="section">
        <div className="container">
          <nav aria-label={t("work.filter")} className="filter-bar">
            <ul className="filter-bar__list">
              <li>
                <Link
                  to={localHref("/work")}
                  className="chip"
                  aria-current={category === "" ? "page" : undefined}
                  preventScrollReset
                >
                  {t("work.all")}
                </Link>
              </li>
              {WORK_CATEGORIES.map((option) => (
                <li key={option.value}>
                  <Link
                    to={localHref(`/work?category=${option.value}`)}
                    className="chip"
                    aria-current={category === option.value ? "page" : undefined}
                    preventScrollReset
                  >
                    {workCategoryTitle(option.value, t)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="visually-hidden">{t("work.projects")}</h2>
          <p className="visually-hidden" role="status">
            {t("work.shown", { count: items.length })}
          </p>
          {items.length === 0 ? (
            <EmptyWork category={category} />
          ) : (
            <ul className="card-grid">
              {items.map((item) => (
                <li key={item._id}>
                  <WorkCard work={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/** An empty list says where the work is: every category's, or the English list. */
function EmptyWork({ category }: { category: string }) {
  const t = useT();
  const localHref = useLocalHref();
  const language = useLanguage();
  if (category !== "") {
    return (
      <p className="empty-state">
        <LinkedWords
          t={t}
          message="work.empty"
          links={{ link: <Link to={localHref("/work")}>{t("work.seeAll")}</Link> }}
        />
      </p>
    );
  }
  if (language === DEFAULT_LANGUAGE) return <p className="empty-state">{t("work.none")}</p>;
  return (
    <p className="empty-state">
      <LinkedWords
        t={t}
        message="work.noneInLanguage"
        links={{
          link: (
            <Link to="/work" hrefLang={DEFAULT_LANGUAGE}>
              {t("work.seeEnglish")}
            </Link>
          ),
        }}
      />
    </p>
  );
}
