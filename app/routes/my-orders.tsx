import { Link } from "react-router";
import { contactPathAbout } from "~/account/modules";
import { loadMyOrders } from "~/account/orders.server";
import { OrdersTable } from "~/account/orders-table";
import { pageMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/my-orders";

/** /my-orders: the member's orders, and how to ask about a scholarship (the menu's Scholarship link). */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  return loadMyOrders(context, url, pattern);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? "My Orders", "Your course orders, their status and payments.");

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { title, rows, browse } = loaderData;
  return (
    <>
      <PageHeader title={title} crumbs={[homeCrumb, { label: title }]} />
      <div className="container section account-page">
        <section aria-labelledby="orders-title">
          <h2 id="orders-title" className="account-page__heading">
            Orders
          </h2>
          {rows.length > 0 ? (
            <OrdersTable rows={rows} />
          ) : (
            <div className="account-empty">
              <h3>No orders yet</h3>
              <p>When you order a course, it appears here with its status and payment.</p>
              <Link to={browse.path} className="button button--primary">
                {browse.label}
              </Link>
            </div>
          )}
        </section>
        <section id="scholarship" className="account-note" aria-labelledby="scholarship-title">
          <h2 id="scholarship-title" className="account-page__heading">
            Scholarships
          </h2>
          <p>
            To ask about a scholarship for one of our courses, send us an enquiry with the subject
            “Scholarship”: tell us which course and a little about yourself, and our team will reply
            by e-mail.
          </p>
          <Link to={contactPathAbout("Scholarship")} className="button button--ghost">
            Ask about a scholarship
          </Link>
        </section>
      </div>
    </>
  );
}
