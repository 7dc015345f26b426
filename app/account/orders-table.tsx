import { Link } from "react-router";
import { PENDING_PAYMENT } from "~/courses/enrol-messages";
import type { OrderRow } from "./order-rows";

/** What a member waits for after ordering without coins. */

/**
 * The member's orders as a table. On a narrow screen it scrolls inside its
 * own labelled, focusable region, so the page itself never scrolls sideways
 * and keyboard users can scroll it too.
 */
export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="orders-table" aria-labelledby="orders-caption" tabIndex={0}>
      <table>
        <caption id="orders-caption">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Course</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="visually-hidden">Order number </span>
                {row.id}
              </th>
              <td>{row.coursePath ? <Link to={row.coursePath}>{row.course}</Link> : row.course}</td>
              <td>
                <span className={`order-status order-status--${row.status}`}>
                  {row.statusLabel}
                </span>
                {row.status === "pending" && (
                  <p className="orders-table__next">{PENDING_PAYMENT}</p>
                )}
              </td>
              <td className="orders-table__amount">{row.payment}</td>
              <td>
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
