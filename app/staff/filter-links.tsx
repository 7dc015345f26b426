import { Link } from "react-router";

/** Links, so each choice can be bookmarked and works without scripts. */
export function FilterLinks<Choice extends string>({
  label,
  choices,
  shown,
  to,
  labelOf,
}: {
  label: string;
  choices: readonly Choice[];
  shown: Choice;
  to: (choice: Choice) => string;
  labelOf: (choice: Choice) => string;
}) {
  return (
    <nav className="staff-filters" aria-label={label}>
      {choices.map((choice) => (
        <Link key={choice} to={to(choice)} aria-current={choice === shown ? "page" : undefined}>
          {labelOf(choice)}
        </Link>
      ))}
    </nav>
  );
}
