import { Link } from "react-router";
import type { Category } from "#contract/wire.ts";
import { courseListPath } from "./links";

/**
 * The category filter: plain links, so it works without JavaScript and every choice is an address
 * (?category=<id>). The current one is aria-current.
 */
export function CategoryFilter({
  categories,
  selected,
}: {
  categories: Category[];
  selected: number | null;
}) {
  const choices = [{ id: null, name: "All" }, ...categories];
  return (
    <nav className="category-filter" aria-label="Course categories">
      <ul className="category-filter__list">
        {choices.map((choice) => (
          <li key={choice.id ?? "all"}>
            <Link
              className="category-filter__link"
              to={courseListPath(choice.id)}
              aria-current={choice.id === selected ? "page" : undefined}
              // The list below changes; the reader stays where they are.
              preventScrollReset
            >
              {choice.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
