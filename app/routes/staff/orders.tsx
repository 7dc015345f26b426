import { data, Link } from "react-router";
import { ORDER_STATUSES } from "#contract/staff.ts";
import { ORDERS_DEFAULT_SORT, OrdersQuerySchema } from "#contract/staff-lists.ts";
import { routePath } from "~/route-table";
import { EmailAddress } from "~/shell/email-address";
import { When } from "~/shell/when";
import { loadStaffList } from "~/staff/list-load.server";
import { orderIntents } from "~/staff/order-intents.server";
import { ORDER_STATUS_LABELS, OrderPayment } from "~/staff/order-words";
import { staffAction } from "~/staff/staff-action.server";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffListPage, type StaffListView } from "~/staff/staff-list-page";
import type { Route } from "./+types/orders";

const SHOWS = [...ORDER_STATUSES, "all"] as const;

/**
 * /staff/orders: orders by status and way of paying, searched by number or buyer, sorted by a
 * column; confirm a payment by arrangement, or cancel.
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

type Data = Route.ComponentProps["loaderData"];
type Order = Data["list"]["results"][number];

const VIEW: StaffListView<Order, Data, (typeof SHOWS)[number]> = {
  id: "orders",
  path: routePath("staff-orders"),
  noun: ["order", "orders"],
  show: {
    label: "Show orders",
    param: "status",
    choices: SHOWS,
    omitted: "all",
    shown: ({ query }) => query.status ?? "all",
    labelOf: (choice) => (choice === "all" ? "All" : ORDER_STATUS_LABELS[choice]),
  },
  search: {
    label: "Order number, buyer's name or e-mail",
    filters: [
      {
        name: "paid_with",
        label: "Payment",
        all: "Coins or by arrangement",
        choices: [
          { value: "coins", label: "Coins" },
          { value: "manual", label: "By arrangement" },
        ],
        value: ({ query }) => query.paid_with,
      },
    ],
  },
  empty: ({ query }) =>
    query.q !== "" || query.paid_with ? (
      <EmptyState title="No order matches">
        Search by the order's number (like 42) or part of the buyer's name or e-mail, or{" "}
        <Link to={routePath("staff-orders")}>clear the search and filters</Link>.
      </EmptyState>
    ) : (
      <EmptyState title="No orders here">
        {query.status === "pending"
          ? "Nothing is waiting for payment. Orders paid by arrangement appear here until you confirm them."
          : "Orders appear here when members enrol in a course."}
      </EmptyState>
    ),
  rows: {
    kind: "table",
    caption: "Orders",
    defaultSort: ORDERS_DEFAULT_SORT,
    rowClassName: "staff-order",
    columns: [
      {
        label: "Order",
        sort: { column: "number", first: "desc" },
        cell: (order) => `Order ${order.id}`,
      },
      { label: "Course", cell: (order) => order.service_title },
      {
        label: "Buyer",
        cell: (order) => (
          <>
            <Link to={`/staff/people/${order.user_id}`}>{order.name || order.email}</Link>
            <br />
            <EmailAddress address={order.email} />
          </>
        ),
      },
      {
        label: "Status",
        cell: (order) => (
          <span className={`order-status order-status--${order.status}`}>
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        ),
      },
      {
        label: "Payment",
        sort: { column: "amount", first: "desc" },
        cell: (order) => <OrderPayment order={order} />,
      },
      {
        label: "Placed",
        sort: { column: "placed", first: "desc" },
        cell: (order) => <When at={order.created_at} />,
      },
      {
        label: "Actions",
        className: "staff-table__actions",
        cell: (order) => (
          <>
            {order.status === "pending" && (
              <StaffForm intent="confirm" id={order.id} submit="Confirm payment" />
            )}
            {(order.status === "pending" ||
              (order.status === "paid" && order.paid_with === "coins")) && (
              <StaffForm
                intent="cancel"
                id={order.id}
                submit={order.status === "paid" ? "Cancel and return the coins" : "Cancel order"}
                danger
              />
            )}
          </>
        ),
      },
    ],
  },
};

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <StaffListPage data={loaderData} view={VIEW} />;
}
