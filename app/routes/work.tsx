import { Link, redirect } from "react-router";
import { loadListingPage } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { WORK_LIST_QUERY } from "~/content/queries";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import { WorkCard } from "~/work/work-card";
import { isWorkCategory, WORK_CATEGORIES } from "~/work/work-categories";
import type { Route } from "./+types/work";

/** /work: the portfolio, filtered by ?category= (an unknown category shows everything). */
export async function loader(args: Route.LoaderArgs) {
  const asked = args.url.searchParams.get("category") ?? "";
  if (asked !== "" && !isWorkCategory(asked)) throw redirect("/work");
  const { items, page } = await loadListingPage(
    args,
    "work",
    fetchContent(args.context, WORK_LIST_QUERY, { category: asked }),
    () => ({ path: "/work" }),
  );
  return { items, category: asked, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Work({ loaderData }: Route.ComponentProps) {
  const { items, category, crumbs, copy } = loaderData;
  return (
    <>
      <ListingHeader copy={copy} crumbs={crumbs} />
      <section className="section">
        <div className="container">
          <nav aria-label="Filter work by category" className="filter-bar">
            <ul className="filter-bar__list">
              <li>
                <Link
                  to="/work"
                  className="chip"
                  aria-current={category === "" ? "page" : undefined}
                  preventScrollReset
                >
                  All
                </Link>
              </li>
              {WORK_CATEGORIES.map((option) => (
                <li key={option.value}>
                  <Link
                    to={`/work?category=${option.value}`}
                    className="chip"
                    aria-current={category === option.value ? "page" : undefined}
                    preventScrollReset
                  >
                    {option.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="visually-hidden">Projects</h2>
          <p className="visually-hidden" role="status">
            {items.length} {items.length === 1 ? "project" : "projects"} shown
          </p>
          {items.length === 0 ? (
            <p className="empty-state">
              No projects in this category yet. <Link to="/work">See all our work</Link>.
            </p>
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
