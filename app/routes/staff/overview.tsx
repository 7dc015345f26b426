import { Link } from "react-router";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import { WeekChart } from "~/staff/week-chart";
import type { Route } from "./+types/overview";

/** /staff: what needs attention (failed e-mails too), and registrations and orders per week. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff, user } = staffRequest(context, url, pattern);
  const overview = readStaff(await staff.overview(), context, url);
  return { title: entry.title, overview, name: user.name };
}

export const links = staffLinks;

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const { title, overview, name } = loaderData;
  const { attention, mail } = overview;
  const cards = [
    {
      count: attention.new_registrations,
      label: attention.new_registrations === 1 ? "new registration" : "new registrations",
      to: "/staff/registrations",
      action: "Review registrations",
      none: "No registration is waiting.",
    },
    {
      count: attention.pending_orders,
      label: attention.pending_orders === 1 ? "order awaiting payment" : "orders awaiting payment",
      to: "/staff/orders?status=pending",
      action: "See pending orders",
      none: "No order is waiting for payment.",
    },
    {
      count: attention.unanswered_enquiries,
      label: attention.unanswered_enquiries === 1 ? "unanswered enquiry" : "unanswered enquiries",
      to: "/staff/enquiries?answered=no",
      action: "Answer enquiries",
      none: "Every enquiry has an answer.",
    },
    {
      count: mail.failed,
      label: mail.failed === 1 ? "e-mail failed" : "e-mails failed",
      to: "/staff/mail?status=failed",
      action: "See failed e-mails",
      // What waits is being tried again by itself: said, not a call to act.
      none:
        mail.waiting === 0
          ? "Every e-mail has been sent."
          : `None failed; ${mail.waiting} waiting to be sent.`,
    },
  ];
  return (
    <StaffLayout title={title}>
      <p className="staff-lead">Welcome, {name}. Here is what needs attention.</p>
      <section aria-labelledby="attention-title">
        <h2 id="attention-title" className="account-page__heading">
          Needs attention
        </h2>
        <ul className="staff-cards">
          {cards.map((card) => (
            <li key={card.to} className="account-card staff-card">
              <p className="staff-card__count">
                <strong>{card.count}</strong> {card.label}
              </p>
              {card.count > 0 ? (
                <Link to={card.to} className="button button--primary">
                  {card.action}
                </Link>
              ) : (
                <p className="staff-card__none">{card.none}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="weeks-title">
        <h2 id="weeks-title" className="account-page__heading">
          The last 12 weeks
        </h2>
        <WeekChart weeks={overview.weeks} />
      </section>
    </StaffLayout>
  );
}
