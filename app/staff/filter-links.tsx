import { Link } from "react-router";

/**
 * The choices a list is shown by ("Unanswered", "Answered"…), as links: each is a page of its own,
 * so it can be bookmarked and works without scripts; the one shown is marked current.
 */
export function FilterLinks<Choice extends string>({
  label,
  choices,
  shown,
  to,
  labelOf,
}: {
  /** Names the navigation for screen readers ("Show orders"). */
  label: string;
  choices: readonly Choice[];
  shown: Choice;
  /** The address that shows a choice. */
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
