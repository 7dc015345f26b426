/** One field to fix: the input's id, its label and the first message about it. */
export interface FieldProblem {
  inputId: string;
  label: string;
  message: string;
}

/**
 * The list of fields to fix above a form, each a link that moves focus to its field. A plain hash
 * link would be a navigation for the router and drop the action's answer, so the link focuses the
 * field itself.
 */
export function ErrorSummary({ title, problems }: { title: string; problems: FieldProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="error-summary">
      <h3 className="error-summary__title">{title}</h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.inputId}>
            <a
              href={`#${problem.inputId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(problem.inputId)?.focus();
              }}
            >
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
