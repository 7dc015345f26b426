import { Link } from "react-router";
import { listHref } from "./list-url";

/** Sorts are "column" (ascending) or "-column". */
export function SortHeader({
  column,
  label,
  sort,
  search,
  first = "asc",
}: {
  column: string;
  label: string;
  sort: string;
  search: string;
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
