import { Form, Link } from "react-router";
import { loadListingPage, pageWords } from "~/content/listing-page.server";
import { LinkedWords } from "~/content-ui/linked-words";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { searchContent } from "~/search/search-results.server";
import { highlightParts, MAX_SEARCH_LENGTH, searchTerms } from "~/search/search-terms";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/search";

/** /search?q=: what the header's search overlay submits. */
export async function loader(args: Route.LoaderArgs) {
  const query = (args.url.searchParams.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH).trim();
  const { items, page } = await loadListingPage(
    args,
    "search",
    searchContent(args.context, searchTerms(query)),
    ({ copy }) => ({
      title: query ? `${copy.heading}: ${query}` : copy.heading,
      path: pageWords(args.context).href("/search"),
      noindex: true,
    }),
  );
  return { query, terms: items.marks, hits: items.hits, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, terms, hits, crumbs } = loaderData;
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={crumbs} />
      <section className="section">
        <div className="container prose-container">
          <Form method="get" action={localHref("/search")} role="search" className="search-form">
            <label htmlFor="search-page-q">{t("search.label")}</label>
            <div className="search-form__row">
              <input
                id="search-page-q"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={MAX_SEARCH_LENGTH}
                placeholder={t("search.placeholder")}
                enterKeyHint="search"
              />
              <button type="submit" className="button button--primary">
                {t("search.submit")}
              </button>
            </div>
          </Form>
          <div role="status" className="search-summary">
            {terms.length === 0 ? (
              <p>{t("search.prompt")}</p>
            ) : hits.length === 0 ? (
              <p>
                <LinkedWords
                  t={t}
                  message="search.none"
                  values={{ query }}
                  links={{
                    blog: <Link to={localHref("/blog-grid")}>{t("search.none.blog")}</Link>,
                    services: <Link to={localHref("/service")}>{t("search.none.services")}</Link>,
                    ask: <Link to={localHref("/contact")}>{t("search.none.ask")}</Link>,
                  }}
                />
              </p>
            ) : (
              <p>{t("search.found", { count: hits.length, query })}</p>
            )}
          </div>
          {hits.length > 0 ? (
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.id} className="search-result">
                  <p className="search-result__kind">{hit.kind}</p>
                  <h2 className="search-result__title">
                    <Link to={localHref(hit.href)}>
                      <Highlighted text={hit.title} terms={terms} />
                    </Link>
                  </h2>
                  {hit.text ? (
                    <p className="search-result__text">
                      <Highlighted text={hit.text} terms={terms} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </section>
    </>
  );
}
