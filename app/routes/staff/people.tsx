import { Form, Link } from "react-router";
import { MAX_SEARCH } from "#contract/staff.ts";
import { When } from "~/shell/when";
import { ROLE_LABELS } from "~/staff/role-words";
import { EmptyState, Pager, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { choiceParam, pageParam, readStaff, staffRequest } from "~/staff/staff-request.server";
import { StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/people";

const SORTS = ["newest", "name", "coins"] as const;
const SORT_LABELS = { newest: "Newest first", name: "Name", coins: "Most coins" } as const;

/** /staff/people: search accounts by name, e-mail or phone. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH);
  const sort = choiceParam(url, "sort", SORTS, "newest");
  const list = readStaff(await staff.people(q, sort, page), context, url);
  return { title: entry.title, list, page, q, sort, url: `${url.pathname}${url.search}` };
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("People");

export default function People({ loaderData }: Route.ComponentProps) {
  const { title, list, page, q, sort, url } = loaderData;
  return (
    <StaffLayout title={title}>
      <Form method="get" className="staff-search" role="search">
        <div className="field">
          <label htmlFor="people-q">Name, e-mail or phone</label>
          <input id="people-q" name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH} />
        </div>
        <div className="field">
          <label htmlFor="people-sort">Order</label>
          <select id="people-sort" name="sort" defaultValue={sort}>
            {SORTS.map((choice) => (
              <option key={choice} value={choice}>
                {SORT_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      <p className="staff-lead" role="status">
        {q ? `${list.count} found for “${q}”.` : `${list.count} accounts.`}
      </p>
      {list.results.length === 0 ? (
        <EmptyState title="Nobody matches">
          Try part of the name, the e-mail or at least three digits of the phone number.
        </EmptyState>
      ) : (
        <StaffTable
          id="people"
          caption="Accounts"
          columns={["Name", "E-mail", "Phone", "Coins", "Account", "Joined"]}
        >
          {list.results.map((person) => (
            <tr key={person.id}>
              <th scope="row">
                <Link to={`/staff/people/${person.id}`}>{person.name || person.email}</Link>
              </th>
              <td>{person.email}</td>
              <td>{person.phonenumber}</td>
              <td>{person.abc_coins}</td>
              <td>
                {ROLE_LABELS[person.role]}
                {person.is_active ? "" : ", deactivated"}
              </td>
              <td>
                <When at={person.date_joined} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager url={url} page={page} count={list.count} label="People" />
    </StaffLayout>
  );
}
