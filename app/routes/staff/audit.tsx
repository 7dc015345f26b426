import { Form } from "react-router";
import { formatDateTime } from "~/lib/format";
import { WithAddresses } from "~/shell/email-address";
import { ACTION_LABELS, actionLabel, actorLabel, describeValues } from "~/staff/audit-words";
import { EmptyState, Pager, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { pageParam, readStaff, staffRequest } from "~/staff/staff-request.server";
import { type StaffColumn, StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/audit";

const FILTERS = [
  { name: "subject", label: "Person or record (e-mail, “order 12”)" },
  { name: "actor", label: "Staff member (e-mail)" },
] as const;

/** /staff/audit: who changed what, when, before and after; filter by person, staff member, action. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const filters = {
    actor: (url.searchParams.get("actor") ?? "").trim().slice(0, 254),
    subject: (url.searchParams.get("subject") ?? "").trim().slice(0, 254),
    action: (url.searchParams.get("action") ?? "").trim().slice(0, 254),
  };
  const list = readStaff(await staff.audit(filters, page), context, url);
  return { title: entry.title, list, page, filters, url: `${url.pathname}${url.search}` };
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Audit log");

/** A recorded value, before or after, as labelled lines; a dash when nothing was recorded. */
function Values({ action, value }: { action: string; value: unknown }) {
  const lines = describeValues(action, value);
  if (lines.length === 0) return "—";
  return (
    <ul className="audit-values">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the recorded fields, in their order
        <li key={index}>
          <WithAddresses text={line} />
        </li>
      ))}
    </ul>
  );
}

type Item = Route.ComponentProps["loaderData"]["list"]["results"][number];

const COLUMNS: readonly StaffColumn<Item>[] = [
  {
    label: "When",
    cell: (item) => <time dateTime={item.at}>{formatDateTime(item.at)}</time>,
  },
  { label: "Who", cell: (item) => <WithAddresses text={actorLabel(item.actor)} /> },
  { label: "Action", cell: (item) => actionLabel(item.action) },
  { label: "About", cell: (item) => <WithAddresses text={item.subject} /> },
  { label: "Before", cell: (item) => <Values action={item.action} value={item.before} /> },
  { label: "After", cell: (item) => <Values action={item.action} value={item.after} /> },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { title, list, page, filters, url } = loaderData;
  const filtered = Object.values(filters).some((value) => value !== "");
  return (
    <StaffLayout title={title}>
      <Form method="get" className="staff-search" role="search" aria-label="Filter the audit log">
        {FILTERS.map((filter) => (
          <div className="field" key={filter.name}>
            <label htmlFor={`audit-${filter.name}`}>{filter.label}</label>
            <input
              id={`audit-${filter.name}`}
              name={filter.name}
              defaultValue={filters[filter.name]}
              maxLength={254}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={filters.action}>
            <option value="">Any action</option>
            {Object.entries(ACTION_LABELS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Filter
        </button>
      </Form>
      {list.results.length === 0 ? (
        <EmptyState
          title={filtered ? "Nothing matches these filters" : "Nothing has been changed yet"}
        >
          {filtered
            ? "Filters match whole values: an e-mail as written, or “order 12”."
            : "Every change to accounts, orders, enquiries and the catalogue is written here, whether staff made it in this console or the technical team made it for you."}
        </EmptyState>
      ) : (
        <StaffTable
          caption={`Changes, newest first (${list.count})`}
          rows={list.results}
          rowKey={(item) => item.id}
          columns={COLUMNS}
        />
      )}
      <Pager url={url} page={page} count={list.count} label="Audit log" />
    </StaffLayout>
  );
}
