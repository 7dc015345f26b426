import type { ReactNode } from "react";

/** Scrolls sideways by keyboard too; the caption names the region. */
export function StaffTable({
  id,
  caption,
  columns,
  head,
  stacked = false,
  children,
}: {
  id: string;
  caption: ReactNode;
  columns?: readonly string[];
  head?: ReactNode;
  /** On a phone, each row a card of label and value (the cells' `data-label`). */
  stacked?: boolean;
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
