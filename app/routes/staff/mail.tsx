import { MAIL_STATUSES, type MailCounts, type MailItem, type MailStatus } from "#contract/mail.ts";
import type { StaffPage } from "#contract/staff.ts";
import { MailQuerySchema } from "#contract/staff-lists.ts";
import { formatDateTime } from "~/lib/format";
import { routePath } from "~/route-table";
import { EmailAddress } from "~/shell/email-address";
import { loadStaffList } from "~/staff/list-load.server";
import { EmptyState, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffListPage, type StaffListView } from "~/staff/staff-list-page";
import type { Route } from "./+types/mail";

const SHOWS = ["all", ...MAIL_STATUSES] as const;
const STATUS_LABELS: Record<MailStatus, string> = {
  waiting: "Waiting",
  sent: "Sent",
  failed: "Failed",
};

/**
 * /staff/mail: the mail queue, newest first, by status; how many messages wait and how many failed.
 * Never a message's body: it may hold a one-time code.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, MailQuerySchema, (staff, query, page) => staff.mail(query, page));
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Mail queue");

/** The counts the service sends beside the page (none when the query was refused). */
function countsOf(list: StaffPage<MailItem>): MailCounts | null {
  return "waiting" in list &&
    "failed" in list &&
    typeof list.waiting === "number" &&
    typeof list.failed === "number"
    ? { waiting: list.waiting, failed: list.failed }
    : null;
}

function At({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDateTime(at)}</time> : "—";
}

const attemptsWords = (attempts: number) =>
  attempts === 0 ? "Not tried yet" : attempts === 1 ? "1 attempt" : `${attempts} attempts`;

const EMPTY: Record<(typeof SHOWS)[number], { title: string; words: string }> = {
  all: {
    title: "No e-mail yet",
    words: "Every e-mail the portal sends (codes, registrations, replies) appears here.",
  },
  waiting: {
    title: "Nothing is waiting",
    words: "Every message has been sent or given up.",
  },
  sent: { title: "Nothing sent yet", words: "Messages the mail server has taken appear here." },
  failed: { title: "No e-mail has failed", words: "Messages given up appear here." },
};

type Data = Route.ComponentProps["loaderData"];

const VIEW: StaffListView<MailItem, Data, (typeof SHOWS)[number]> = {
  id: "mail",
  path: routePath("staff-mail"),
  noun: ["message", "messages"],
  lead: (
    <p className="staff-lead">
      Every e-mail waits here until the mail server takes it. A failed attempt is tried again after
      a pause that grows from a second to a minute; a message the server refuses for good, or has
      not taken after a day, is marked failed. Bodies are not shown: they may hold a one-time code.
    </p>
  ),
  summary: ({ list }) => {
    const counts = countsOf(list);
    return (
      counts && (
        <ul className="staff-cards" aria-label="The mail queue now">
          <li className="account-card staff-card">
            <p className="staff-card__count">
              <strong>{counts.waiting}</strong> waiting to be sent
            </p>
          </li>
          <li className="account-card staff-card">
            <p className="staff-card__count">
              <strong>{counts.failed}</strong> failed
            </p>
          </li>
        </ul>
      )
    );
  },
  show: {
    label: "Show messages",
    param: "status",
    choices: SHOWS,
    omitted: "all",
    shown: ({ query }) => query.status ?? "all",
    labelOf: (choice) => (choice === "all" ? "All" : STATUS_LABELS[choice]),
  },
  empty: ({ query }) => {
    const empty = EMPTY[query.status ?? "all"];
    return <EmptyState title={empty.title}>{empty.words}</EmptyState>;
  },
  rows: {
    kind: "table",
    caption: "Messages, newest first",
    columns: [
      {
        label: "Message",
        cell: (mail) => (
          <>
            Message {mail.id}
            <span className="mail-table__detail">
              Queued <At at={mail.created_at} />
            </span>
          </>
        ),
      },
      {
        label: "To",
        className: "mail-table__recipient",
        cell: (mail) => <EmailAddress address={mail.recipient} />,
      },
      { label: "Subject", cell: (mail) => mail.subject },
      {
        label: "Status",
        cell: (mail) => (
          <>
            <span className={`order-status mail-status--${mail.status}`}>
              {STATUS_LABELS[mail.status]}
            </span>
            <span className="mail-table__detail">
              {mail.status === "waiting" ? (
                <>
                  Next attempt <At at={mail.next_attempt_at} />
                </>
              ) : (
                <At at={mail.sent_at ?? mail.failed_at} />
              )}
            </span>
            <span className="mail-table__detail">{attemptsWords(mail.attempts)}</span>
          </>
        ),
      },
      {
        label: "Last error",
        className: "mail-table__error",
        cell: (mail) => mail.last_error ?? "—",
      },
    ],
  },
};

export default function MailQueue({ loaderData }: Route.ComponentProps) {
  return <StaffListPage data={loaderData} view={VIEW} />;
}
