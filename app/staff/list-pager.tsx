import { Link } from "react-router";
import { STAFF_PAGE_SIZE } from "#contract/staff-lists.ts";
import { formatCount } from "~/lib/format";
import { listHref } from "./list-url";

export function showingWords(page: number, shown: number, count: number, noun: string): string {
  if (count === 0 || shown === 0) return `No ${noun} to show.`;
  const first = (page - 1) * STAFF_PAGE_SIZE + 1;
  const last = first + shown - 1;
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(count)} ${noun}.`;
}

/** The count is a status, so a screen reader hears it after a search. */
export function ListPager({
  search,
  page,
  count,
  shown,
  noun,
}: {
  search: string;
  page: number;
  count: number;
  shown: number;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(count / STAFF_PAGE_SIZE));
  return (
    <div className="staff-list-foot">
      <p className="staff-list-count" role="status">
        {showingWords(page, shown, count, noun)}
      </p>
      {pages > 1 && (
        <nav className="staff-pager" aria-label={`Pages of ${noun}`}>
          {page > 1 ? (
            <Link to={listHref(search, { page: page - 1 })} rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {formatCount(page)} of {formatCount(pages)}
          </span>
          {page < pages ? (
            <Link to={listHref(search, { page: page + 1 })} rel="next">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
