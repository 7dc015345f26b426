import type { ReactNode } from "react";

/**
 * A console table: a captioned table inside a region that scrolls sideways on a narrow screen,
 * reachable by keyboard so that scrolling needs no mouse. The caption names the region for screen
 * readers.
 */
export function StaffTable({
  id,
  caption,
  columns,
  head,
  stacked = false,
  children,
}: {
  /** Makes the caption's id (`{id}-caption`), unique on the page. */
  id: string;
  caption: ReactNode;
  /** The column headings, left to right. */
  columns?: readonly string[];
  /** The heading row's cells, when some are more than words (sortable, a select-all). */
  head?: ReactNode;
  /**
   * On a phone, each row a card of label and value (the cells' `data-label`) instead of a table to
   * scroll sideways: nothing is cut, no page scrolls.
   */
  stacked?: boolean;
  /** The body's rows. */
  children: ReactNode;
}) {
  const captionId = `${id}-caption`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="staff-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className={stacked ? "staff-table staff-table--stacked" : "staff-table"}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {head ??
              columns?.map((column) => (
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
