import { Link } from "react-router";
import { listHref } from "./list-url";

/**
 * A sortable column's heading: a link that sorts the list by it (a second click the other way),
 * with `aria-sort` on the heading of the column the list is sorted by. Sorts are "column"
 * (ascending) or "-column".
 */
export function SortHeader({
  column,
  label,
  sort,
  search,
  first = "asc",
}: {
  column: string;
  label: string;
  /** The list's sort now. */
  sort: string;
  /** The page's query, kept (its filters and search). */
  search: string;
  /** Which way a first click sorts (names A to Z; coins and dates most first). */
  first?: "asc" | "desc";
}) {
  const current = sort === column ? "ascending" : sort === `-${column}` ? "descending" : undefined;
  const next =
    current === "ascending"
      ? `-${column}`
      : current === "descending"
        ? column
        : first === "asc"
          ? column
          : `-${column}`;
  const nextWords = next.startsWith("-") ? "descending" : "ascending";
  return (
    <th scope="col" aria-sort={current}>
      <Link to={listHref(search, { sort: next })} className="staff-sort" preventScrollReset>
        {label}
        <span className="visually-hidden">, sort {nextWords}</span>
        <span className="staff-sort__arrow" aria-hidden="true">
          {current === "ascending" ? "▲" : current === "descending" ? "▼" : "↕"}
        </span>
      </Link>
    </th>
  );
}
