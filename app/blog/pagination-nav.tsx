import { Link } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { pageHref } from "./pagination";

/** Page links under a list: previous, numbers, next; the current page is marked for screen readers. */
export function Pagination({
  pathname,
  page,
  pages,
}: {
  pathname: string;
  page: number;
  pages: number;
}) {
  const t = useT();
  const localHref = useLocalHref();
  if (pages <= 1) return null;
  const href = (number: number) => localHref(pageHref(pathname, number));
  const hiddenPage = <span className="visually-hidden">{` ${t("pagination.page")}`}</span>;
  const pageLabel = <span className="visually-hidden">{`${t("pagination.pageNumber")} `}</span>;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__link">
              {t("pagination.previous")}
              {hiddenPage}
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pagination__link pagination__link--current" aria-current="page">
                {pageLabel}
                {number}
              </span>
            ) : (
              <Link to={href(number)} className="pagination__link">
                {pageLabel}
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__link">
              {t("pagination.next")}
              {hiddenPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
