import type { ReactNode } from "react";

/**
 * A console table: a captioned table inside a region that scrolls sideways
 * on a narrow screen, reachable by keyboard so that scrolling needs no
 * mouse. The caption names the region for screen readers.
 */
export function StaffTable({
  id,
  caption,
  columns,
  children,
}: {
  /** Makes the caption's id (`{id}-caption`), unique on the page. */
  id: string;
  caption: ReactNode;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}) {
  const captionId = `${id}-caption`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="staff-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="staff-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
