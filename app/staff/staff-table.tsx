import { Fragment, type ReactNode } from "react";

export interface StaffColumn<Row> {
  label: string;
  /** The column's heading when it is more than its label: a sort link. */
  head?: ReactNode;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * Every console table (decision 0059): a table where it has room, a card a row where it has not,
 * each cell under its column's name (`data-label`). The first column heads its row.
 */
export function StaffTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  select,
}: {
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: string;
  /** A leading column of checkboxes for a bulk action. */
  select?: (row: Row) => ReactNode;
}) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {select && (
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
            )}
            {columns.map((column) => (
              <Fragment key={column.label}>
                {column.head ?? <th scope="col">{column.label}</th>}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {select && <td className="staff-table__select">{select(row)}</td>}
              {columns.map((column, index) => {
                const Cell = index === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.label}
                    scope={index === 0 ? "row" : undefined}
                    data-label={column.label}
                    className={column.className}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
