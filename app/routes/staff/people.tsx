import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import {
  BulkGrantFormSchema,
  PEOPLE_DEFAULT_SORT,
  PeopleQuerySchema,
} from "#contract/staff-lists.ts";
import { formatCoins, formatCount } from "~/lib/format";
import { When } from "~/shell/when";
import { BulkForm } from "~/staff/list-bulk";
import { bulkAction } from "~/staff/list-bulk.server";
import { loadStaffList } from "~/staff/list-load.server";
import { ListPager } from "~/staff/list-pager";
import { ListFilter, ListSearch, RefusedQuery } from "~/staff/list-search";
import { SelectAll, SelectRow } from "~/staff/list-select-all";
import { SortHeader } from "~/staff/list-sort";
import { ROLE_LABELS } from "~/staff/role-words";
import { staffAction } from "~/staff/staff-action.server";
import { EmptyState, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/people";

const BULK_FORM_ID = "grant-to-many";
const MODULE_CHOICES = ENTITLEMENTS.map((m) => ({ value: m, label: ENTITLEMENT_NAMES[m] }));

/**
 * /staff/people: accounts, searched by name, e-mail or phone, filtered by
 * module, active or not, staff or members, sorted by a column; tick several
 * to grant them one module at once.
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

export default function People({ loaderData }: Route.ComponentProps) {
  const { title, list, page, query, search, refused } = loaderData;
  const sort = query.sort ?? PEOPLE_DEFAULT_SORT;
  const filtered = query.q !== "" || query.module || query.active || query.role;
  return (
    <StaffLayout title={title}>
      <ListSearch id="people" label="Name, e-mail or phone" q={query.q} sort={query.sort}>
        <ListFilter
          id="people"
          name="module"
          label="Module"
          value={query.module}
          all="Any module"
          choices={MODULE_CHOICES}
        />
        <ListFilter
          id="people"
          name="active"
          label="Account"
          value={query.active}
          all="Active or not"
          choices={[
            { value: "yes", label: "Active" },
            { value: "no", label: "Deactivated" },
          ]}
        />
        <ListFilter
          id="people"
          name="role"
          label="Role"
          value={query.role}
          all="Members and staff"
          choices={[
            { value: "member", label: "Members" },
            { value: "staff", label: "Staff" },
          ]}
        />
      </ListSearch>
      {refused !== null ? (
        <RefusedQuery words={refused} to="/staff/people" />
      ) : list.results.length === 0 ? (
        filtered ? (
          <EmptyState title="Nobody matches">
            Try part of the name, the e-mail or at least three digits of the phone number, or{" "}
            <Link to="/staff/people">clear the search and filters</Link>.
          </EmptyState>
        ) : (
          <EmptyState title="No accounts yet">
            People appear here when they register on the site.
          </EmptyState>
        )
      ) : (
        <>
          <BulkForm
            id={BULK_FORM_ID}
            intent="grant-many"
            legend="Grant a module to the people ticked below"
            submit="Grant to the ticked people"
          >
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
            <SelectAll formId={BULK_FORM_ID} label="Select all on this page" />
          </BulkForm>
          <StaffTable
            id="people"
            caption="Accounts"
            stacked
            head={
              <>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <SortHeader column="name" label="Name" sort={sort} search={search} />
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <SortHeader column="coins" label="Coins" sort={sort} search={search} first="desc" />
                <th scope="col">Account</th>
                <SortHeader
                  column="joined"
                  label="Joined"
                  sort={sort}
                  search={search}
                  first="desc"
                />
              </>
            }
          >
            {list.results.map((person) => (
              <tr key={person.id}>
                <td className="staff-table__select">
                  <SelectRow
                    formId={BULK_FORM_ID}
                    id={person.id}
                    name={person.name || person.email}
                  />
                </td>
                <th scope="row" data-label="Name">
                  <Link to={`/staff/people/${person.id}`}>{person.name || person.email}</Link>
                </th>
                <td data-label="E-mail" className="staff-table__email">
                  {person.email}
                </td>
                <td data-label="Phone">{person.phonenumber}</td>
                <td data-label="Coins">{formatCoins(person.abc_coins)}</td>
                <td data-label="Account">
                  {ROLE_LABELS[person.role]}
                  {person.is_active ? "" : ", deactivated"}
                </td>
                <td data-label="Joined">
                  <When at={person.date_joined} />
                </td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
      <ListPager
        search={search}
        page={page}
        count={list.count}
        shown={list.results.length}
        noun={list.count === 1 ? "person" : "people"}
      />
    </StaffLayout>
  );
}
