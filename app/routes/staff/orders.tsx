import { data, Link } from "react-router";
import { ORDER_STATUSES } from "#contract/staff.ts";
import { When } from "~/shell/when";
import { FilterLinks } from "~/staff/filter-links";
import { orderIntents } from "~/staff/order-intents";
import { ORDER_STATUS_LABELS, OrderPayment } from "~/staff/order-words";
import { staffAction } from "~/staff/staff-action.server";
import { Fact, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, Pager, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { choiceParam, pageParam, readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/orders";

const SHOWS = [...ORDER_STATUSES, "all"] as const;

/** /staff/orders: orders by status; confirm a payment by arrangement, or cancel. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const show = choiceParam(url, "status", SHOWS, "all");
  const list = readStaff(await staff.orders(show === "all" ? null : show, page), context, url);
  return { title: entry.title, list, page, show, url: `${url.pathname}${url.search}` };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(context, request, url, pattern, orderIntents);
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Orders");

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { title, list, page, show, url } = loaderData;
  return (
    <StaffLayout title={title}>
      <FilterLinks
        label="Show orders"
        choices={SHOWS}
        shown={show}
        to={(choice) => (choice === "all" ? "/staff/orders" : `/staff/orders?status=${choice}`)}
        labelOf={(choice) => (choice === "all" ? "All" : ORDER_STATUS_LABELS[choice])}
      />
      {list.results.length === 0 ? (
        <EmptyState title="No orders here">
          {show === "pending"
            ? "Nothing is waiting for payment. Orders paid by arrangement appear here until you confirm them."
            : "Orders appear here when members enrol in a course."}
        </EmptyState>
      ) : (
        <ol className="staff-list">
          {list.results.map((order) => (
            <li key={order.id} className="account-card staff-item">
              <h2 className="staff-item__title">
                Order {order.id}: {order.service_title}
              </h2>
              <StaffFacts>
                <Fact term="Buyer">
                  <Link to={`/staff/people/${order.user_id}`}>{order.name || order.email}</Link> (
                  {order.email})
                </Fact>
                <Fact term="Status">
                  <span className={`order-status order-status--${order.status}`}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </Fact>
                <Fact term="Payment">
                  <OrderPayment order={order} />
                </Fact>
                <Fact term="Placed">
                  <When at={order.created_at} />
                </Fact>
              </StaffFacts>
              <div className="staff-item__actions">
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
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pager url={url} page={page} count={list.count} label="Orders" />
    </StaffLayout>
  );
}
