export interface FieldProblem {
  inputId: string;
  label: string;
  message: string;
}

/**
 * A hash link would be a router navigation and drop the action's answer: the link focuses the
 * field.
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
