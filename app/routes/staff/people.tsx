import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import {
  BulkGrantFormSchema,
  PEOPLE_DEFAULT_SORT,
  PeopleQuerySchema,
} from "#contract/staff-lists.ts";
import { formatCoins, formatCount } from "~/lib/format";
import { routePath } from "~/route-table";
import { EmailAddress } from "~/shell/email-address";
import { When } from "~/shell/when";
import { bulkAction } from "~/staff/list-bulk.server";
import { loadStaffList } from "~/staff/list-load.server";
import { ROLE_LABELS } from "~/staff/role-words";
import { staffAction } from "~/staff/staff-action.server";
import { EmptyState, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffListPage, type StaffListView } from "~/staff/staff-list-page";
import type { Route } from "./+types/people";

const MODULE_CHOICES = ENTITLEMENTS.map((m) => ({ value: m, label: ENTITLEMENT_NAMES[m] }));

/**
 * /staff/people: accounts, searched by name, e-mail or phone, filtered by module, active or not,
 * staff or members, sorted by a column; tick several to grant them one module at once.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, PeopleQuerySchema, (staff, query, page) => staff.people(query, page));
}

export async function action(args: Route.ActionArgs) {
  const answer = await bulkAction(
    args,
    "grant-many",
    BulkGrantFormSchema,
    (staff, body) => staff.grantMany(body),
    (done, { module }) =>
      done === 0
        ? `Nobody was granted ${ENTITLEMENT_NAMES[module]}.`
        : `Granted ${ENTITLEMENT_NAMES[module]} to ${formatCount(done)} ${done === 1 ? "person" : "people"}.`,
  );
  if (answer) return answer;
  // No other form posts here: the pipeline answers anything else with words (400).
  const { status, answer: refused } = await staffAction(
    args.context,
    args.request,
    args.url,
    args.pattern,
    {},
  );
  return data(refused, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("People");

type Data = Route.ComponentProps["loaderData"];
type Person = Data["list"]["results"][number];

const VIEW: StaffListView<Person, Data> = {
  id: "people",
  path: routePath("staff-people"),
  noun: ["person", "people"],
  search: {
    label: "Name, e-mail or phone",
    filters: [
      {
        name: "module",
        label: "Module",
        all: "Any module",
        choices: MODULE_CHOICES,
        value: ({ query }) => query.module,
      },
      {
        name: "active",
        label: "Account",
        all: "Active or not",
        choices: [
          { value: "yes", label: "Active" },
          { value: "no", label: "Deactivated" },
        ],
        value: ({ query }) => query.active,
      },
      {
        name: "role",
        label: "Role",
        all: "Members and staff",
        choices: [
          { value: "member", label: "Members" },
          { value: "staff", label: "Staff" },
        ],
        value: ({ query }) => query.role,
      },
    ],
  },
  bulk: {
    formId: "grant-to-many",
    intent: "grant-many",
    legend: "Grant a module to the people ticked below",
    submit: "Grant to the ticked people",
    rowName: (person) => person.name || person.email,
    choice: ({ query }) => (
      <div className="field">
        <label htmlFor="grant-many-module">Module to grant</label>
        <select id="grant-many-module" name="module" defaultValue={query.module ?? ""}>
          <option value="">Choose a module</option>
          {MODULE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    ),
  },
  empty: ({ query }) =>
    query.q !== "" || query.module || query.active || query.role ? (
      <EmptyState title="Nobody matches">
        Try part of the name, the e-mail or at least three digits of the phone number, or{" "}
        <Link to={routePath("staff-people")}>clear the search and filters</Link>.
      </EmptyState>
    ) : (
      <EmptyState title="No accounts yet">
        People appear here when they register on the site.
      </EmptyState>
    ),
  rows: {
    kind: "table",
    caption: "Accounts",
    defaultSort: PEOPLE_DEFAULT_SORT,
    columns: [
      {
        label: "Name",
        sort: { column: "name" },
        cell: (person) => (
          <Link to={`/staff/people/${person.id}`}>{person.name || person.email}</Link>
        ),
      },
      { label: "E-mail", cell: (person) => <EmailAddress address={person.email} /> },
      { label: "Phone", cell: (person) => person.phonenumber },
      {
        label: "Coins",
        sort: { column: "coins", first: "desc" },
        cell: (person) => formatCoins(person.abc_coins),
      },
      {
        label: "Account",
        cell: (person) => `${ROLE_LABELS[person.role]}${person.is_active ? "" : ", deactivated"}`,
      },
      {
        label: "Joined",
        sort: { column: "joined", first: "desc" },
        cell: (person) => <When at={person.date_joined} />,
      },
    ],
  },
};

export default function People({ loaderData }: Route.ComponentProps) {
  return <StaffListPage data={loaderData} view={VIEW} />;
}
