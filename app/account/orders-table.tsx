import { Link } from "react-router";
import { PENDING_PAYMENT } from "~/courses/enrol-messages";
import type { OrderRow } from "./order-rows";

const COLUMNS = ["Order", "Course", "Status", "Amount", "Date"] as const;

/**
 * The member's orders as a table. On a phone each order becomes a card of labelled lines (CSS, with
 * each cell's `data-label`), so nothing is cut off and nothing scrolls sideways; the explicit roles
 * keep it a table for screen readers whatever the CSS display. Between, the region scrolls by
 * keyboard too.
 */
export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="orders-table" aria-labelledby="orders-caption" tabIndex={0}>
      {/* biome-ignore-start lint/a11y/noRedundantRoles: a phone shows the rows as cards (display: block), which drops the implicit table roles in some browsers */}
      <table role="table">
        <caption id="orders-caption">Your orders, newest first</caption>
        <thead>
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} role="row">
              <th scope="row" role="rowheader">
                <span className="visually-hidden">Order number </span>
                {row.id}
              </th>
              <td role="cell" data-label="Course">
                {row.coursePath ? <Link to={row.coursePath}>{row.course}</Link> : row.course}
              </td>
              <td role="cell" data-label="Status">
                <span className={`order-status order-status--${row.status}`}>
                  {row.statusLabel}
                </span>
                {row.status === "pending" && (
                  <p className="orders-table__next">{PENDING_PAYMENT}</p>
                )}
              </td>
              <td role="cell" className="orders-table__amount" data-label="Amount">
                {row.payment}
              </td>
              <td role="cell" data-label="Date">
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: see above */}
    </section>
  );
}
