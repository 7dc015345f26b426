import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { languageOfPath } from "~/i18n/language-path";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { documentTitle } from "~/lib/meta";
import { MAX_SEARCH_LENGTH } from "~/search/search-terms";
import { SEARCH_PATH } from "./navigation";
import { homeCrumb, PageHeader } from "./page-header";

/**
 * The 404: this language's home and a search box; on a Hindi address whose page English has (an
 * untranslated post, a members' page), that page too. `english` is what the server found (null or
 * absent: no language has the page), never guessed from the address.
 */
export function NotFoundPage({
  words,
  english,
}: {
  words?: { heading: string | null; text: string | null } | null;
  english?: string | null;
}) {
  const t = useT();
  const localHref = useLocalHref();
  const { pathname } = useLocation();
  const { heading, text } =
    words?.heading && words.text
      ? { heading: words.heading, text: words.text }
      : { heading: t("notFound.title"), text: t("notFound.fallbackText") };
  const inEnglish = languageOfPath(pathname) === "en" ? null : (english ?? null);
  return (
    <>
      <title>{documentTitle(heading)}</title>
      <PageHeader title={heading} crumbs={[homeCrumb, { label: "404" }]} />
      <section className="container section error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <p>{text}</p>
        {inEnglish && (
          <p>
            <strong>{t("notFound.inEnglish")}</strong> {t("notFound.inEnglishText")}
          </p>
        )}
        <ul className="error-page__links">
          {inEnglish && (
            <li>
              <Link to={inEnglish} hrefLang="en" className="button button--primary">
                {t("notFound.readInEnglish")}
              </Link>
            </li>
          )}
          <li>
            <Link
              to={localHref("/")}
              className={inEnglish ? "button button--ghost" : "button button--primary"}
            >
              {t("error.home")}
            </Link>
          </li>
          <li>
            <Link to={localHref("/service")} className="button button--ghost">
              {t("notFound.services")}
            </Link>
          </li>
          <li>
            <Link to={localHref("/contact")} className="button button--ghost">
              {t("notFound.contact")}
            </Link>
          </li>
        </ul>
        {/* A plain form: a document request, as from any page that failed to load. */}
        <search aria-label={t("notFound.search")} className="search-form error-page__search">
          <form method="get" action={localHref(SEARCH_PATH)}>
            <label htmlFor="not-found-q">{t("notFound.search")}</label>
            <div className="search-form__row">
              <input
                id="not-found-q"
                name="q"
                type="search"
                required
                maxLength={MAX_SEARCH_LENGTH}
                enterKeyHint="search"
              />
              <button type="submit" className="button button--ghost">
                {t("notFound.searchSubmit")}
              </button>
            </div>
          </form>
        </search>
      </section>
    </>
  );
}

export function ErrorPage({
  title,
  status,
  retryLabel,
  children,
}: {
  title: string;
  status: number;
  retryLabel?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageHeader
        title={title}
        crumbs={[homeCrumb, { label: t("error.crumb", { status: String(status) }) }]}
      />
      <section className="container section error-page">
        <p>{children}</p>
        <ul className="error-page__links">
          <li>
            {/* A full request: works without JavaScript, and after a failed chunk. */}
            <Link
              to={`${location.pathname}${location.search}`}
              reloadDocument
              className="button button--primary"
            >
              {retryLabel ?? t("error.reload")}
            </Link>
          </li>
          <li>
            <Link to={localHref("/")} className="button button--ghost" reloadDocument>
              {t("error.home")}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
