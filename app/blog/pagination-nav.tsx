import { Link } from "react-router";
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
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Pages">
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <Link to={pageHref(pathname, page - 1)} rel="prev" className="pagination__link">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pagination__link pagination__link--current" aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <Link to={pageHref(pathname, number)} className="pagination__link">
                <span className="visually-hidden">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={pageHref(pathname, page + 1)} rel="next" className="pagination__link">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
