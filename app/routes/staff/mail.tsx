import { MAIL_STATUSES, type MailCounts, type MailItem, type MailStatus } from "#contract/mail.ts";
import type { StaffPage } from "#contract/staff.ts";
import { MailQuerySchema } from "#contract/staff-lists.ts";
import { formatDateTime } from "~/lib/format";
import { FilterLinks } from "~/staff/filter-links";
import { loadStaffList } from "~/staff/list-load.server";
import { ListPager } from "~/staff/list-pager";
import { RefusedQuery } from "~/staff/list-search";
import { listHref } from "~/staff/list-url";
import { EmptyState, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/mail";

const SHOWS = ["all", ...MAIL_STATUSES] as const;
const STATUS_LABELS: Record<MailStatus, string> = {
  waiting: "Waiting",
  sent: "Sent",
  failed: "Failed",
};

/**
 * /staff/mail: the mail queue, newest first, by status; how many messages
 * wait and how many failed. Never a message's body: it may hold a one-time code.
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

export default function MailQueue({ loaderData }: Route.ComponentProps) {
  const { title, list, page, query, search, refused } = loaderData;
  const show = query.status ?? "all";
  const counts = countsOf(list);
  return (
    <StaffLayout title={title}>
      <p className="staff-lead">
        Every e-mail waits here until the mail server takes it. A failed attempt is tried again
        after a pause that grows from a second to a minute; a message the server refuses for good,
        or has not taken after a day, is marked failed. Bodies are not shown: they may hold a
        one-time code.
      </p>
      {counts && (
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
      )}
      <FilterLinks
        label="Show messages"
        choices={SHOWS}
        shown={show}
        to={(choice) => listHref(search, { status: choice === "all" ? null : choice })}
        labelOf={(choice) => (choice === "all" ? "All" : STATUS_LABELS[choice])}
      />
      {refused !== null ? (
        <RefusedQuery words={refused} to="/staff/mail" />
      ) : list.results.length === 0 ? (
        <EmptyState title={EMPTY[show].title}>{EMPTY[show].words}</EmptyState>
      ) : (
        <StaffTable
          id="mail"
          caption="Messages, newest first"
          stacked
          columns={["Message", "To", "Subject", "Status", "Last error"]}
        >
          {list.results.map((mail) => (
            <tr key={mail.id}>
              <th scope="row" data-label="Message">
                Message {mail.id}
                <span className="mail-table__detail">
                  Queued <At at={mail.created_at} />
                </span>
              </th>
              <td data-label="To" className="staff-table__email mail-table__recipient">
                {mail.recipient}
              </td>
              <td data-label="Subject">{mail.subject}</td>
              <td data-label="Status">
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
              </td>
              <td data-label="Last error" className="mail-table__error">
                {mail.last_error ?? "—"}
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
        noun={list.count === 1 ? "message" : "messages"}
      />
    </StaffLayout>
  );
}
