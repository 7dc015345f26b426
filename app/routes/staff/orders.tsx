import { data, Link } from "react-router";
import { ORDER_STATUSES } from "#contract/staff.ts";
import { ORDERS_DEFAULT_SORT, OrdersQuerySchema } from "#contract/staff-lists.ts";
import { When } from "~/shell/when";
import { FilterLinks } from "~/staff/filter-links";
import { loadStaffList } from "~/staff/list-load.server";
import { ListPager } from "~/staff/list-pager";
import { ListFilter, ListSearch, RefusedQuery } from "~/staff/list-search";
import { SortHeader } from "~/staff/list-sort";
import { listHref } from "~/staff/list-url";
import { orderIntents } from "~/staff/order-intents.server";
import { ORDER_STATUS_LABELS, OrderPayment } from "~/staff/order-words";
import { staffAction } from "~/staff/staff-action.server";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/orders";

const SHOWS = [...ORDER_STATUSES, "all"] as const;

/**
 * /staff/orders: orders by status and way of paying, searched by number or
 * buyer, sorted by a column; confirm a payment by arrangement, or cancel.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, OrdersQuerySchema, (staff, query, page) => staff.orders(query, page));
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(context, request, url, pattern, orderIntents);
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Orders");

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { title, list, page, query, search, refused } = loaderData;
  const show = query.status ?? "all";
  const sort = query.sort ?? ORDERS_DEFAULT_SORT;
  return (
    <StaffLayout title={title}>
      <FilterLinks
        label="Show orders"
        choices={SHOWS}
        shown={show}
        to={(choice) => listHref(search, { status: choice === "all" ? null : choice })}
        labelOf={(choice) => (choice === "all" ? "All" : ORDER_STATUS_LABELS[choice])}
      />
      <ListSearch
        id="orders"
        label="Order number, buyer's name or e-mail"
        q={query.q}
        sort={query.sort}
        keep={{ status: query.status }}
      >
        <ListFilter
          id="orders"
          name="paid_with"
          label="Payment"
          value={query.paid_with}
          all="Coins or by arrangement"
          choices={[
            { value: "coins", label: "Coins" },
            { value: "manual", label: "By arrangement" },
          ]}
        />
      </ListSearch>
      {refused !== null ? (
        <RefusedQuery words={refused} to="/staff/orders" />
      ) : list.results.length === 0 ? (
        query.q !== "" || query.paid_with ? (
          <EmptyState title="No order matches">
            Search by the order's number (like 42) or part of the buyer's name or e-mail, or{" "}
            <Link to="/staff/orders">clear the search and filters</Link>.
          </EmptyState>
        ) : (
          <EmptyState title="No orders here">
            {show === "pending"
              ? "Nothing is waiting for payment. Orders paid by arrangement appear here until you confirm them."
              : "Orders appear here when members enrol in a course."}
          </EmptyState>
        )
      ) : (
        <StaffTable
          id="orders"
          caption="Orders"
          stacked
          head={
            <>
              <SortHeader column="number" label="Order" sort={sort} search={search} first="desc" />
              <th scope="col">Course</th>
              <th scope="col">Buyer</th>
              <th scope="col">Status</th>
              <SortHeader
                column="amount"
                label="Payment"
                sort={sort}
                search={search}
                first="desc"
              />
              <SortHeader column="placed" label="Placed" sort={sort} search={search} first="desc" />
              <th scope="col">Actions</th>
            </>
          }
        >
          {list.results.map((order) => (
            <tr key={order.id} className="staff-order">
              <th scope="row" data-label="Order">
                Order {order.id}
              </th>
              <td data-label="Course">{order.service_title}</td>
              <td data-label="Buyer" className="staff-table__email">
                <Link to={`/staff/people/${order.user_id}`}>{order.name || order.email}</Link>
                <br />
                {order.email}
              </td>
              <td data-label="Status">
                <span className={`order-status order-status--${order.status}`}>
                  {ORDER_STATUS_LABELS[order.status]}
                </span>
              </td>
              <td data-label="Payment">
                <OrderPayment order={order} />
              </td>
              <td data-label="Placed">
                <When at={order.created_at} />
              </td>
              <td data-label="Actions" className="staff-table__actions">
                {order.status === "pending" && (
                  <StaffForm intent="confirm" id={order.id} submit="Confirm payment" />
                )}
                {(order.status === "pending" ||
                  (order.status === "paid" && order.paid_with === "coins")) && (
                  <StaffForm
                    intent="cancel"
                    id={order.id}
                    submit={
                      order.status === "paid" ? "Cancel and return the coins" : "Cancel order"
                    }
                    danger
                  />
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <ListPager
        search={search}
        page={page}
        count={list.count}
        shown={list.results.length}
        noun={list.count === 1 ? "order" : "orders"}
      />
    </StaffLayout>
  );
}
