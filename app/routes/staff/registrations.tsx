import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import { DeclineFormSchema, GrantFormSchema } from "#contract/staff-forms.ts";
import {
  BulkApproveFormSchema,
  REGISTRATIONS_DEFAULT_SORT,
  RegistrationsQuerySchema,
} from "#contract/staff-lists.ts";
import { formatCount } from "~/lib/format";
import { When } from "~/shell/when";
import { askBeforeDecline } from "~/staff/confirm-questions.server";
import { FilterLinks } from "~/staff/filter-links";
import { BulkForm } from "~/staff/list-bulk";
import { bulkAction } from "~/staff/list-bulk.server";
import { loadStaffList } from "~/staff/list-load.server";
import { ListPager } from "~/staff/list-pager";
import { ListSearch, RefusedQuery } from "~/staff/list-search";
import { SelectAll, SelectRow } from "~/staff/list-select-all";
import { listHref } from "~/staff/list-url";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { Fact, phoneOrNone, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import type { Route } from "./+types/registrations";

const BULK_FORM_ID = "approve-many";
const SORTS = ["-joined", "joined"] as const;
const SORT_LABELS = { "-joined": "Newest first", joined: "Oldest first" } as const;

/**
 * /staff/registrations: new accounts with the access they asked for, searched
 * by name or e-mail; grant modules or decline one by one, or tick several and
 * approve them with the same modules at once.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, RegistrationsQuerySchema, (staff, query, page) =>
    staff.registrations(query, page),
  );
}

export async function action(args: Route.ActionArgs) {
  const bulk = await bulkAction(
    args,
    "approve-many",
    BulkApproveFormSchema,
    (staff, body) => staff.approveMany(body),
    (done) =>
      done === 0
        ? "Nobody was approved."
        : `Approved ${formatCount(done)} ${done === 1 ? "registration" : "registrations"}. Each person has been told by e-mail.`,
  );
  if (bulk) return bulk;
  const { context, request, url, pattern } = args;
  const { status, answer } = await staffAction(context, request, url, pattern, {
    grant: formIntent(GrantFormSchema, {
      send: (staff, id, body) => staff.review(id, body),
      done: ({ grant }) =>
        `Access granted: ${grant.map((m) => ENTITLEMENT_NAMES[m]).join(", ")}. The person has been told by e-mail.`,
    }),
    decline: formIntent(DeclineFormSchema, {
      confirm: askBeforeDecline,
      send: (staff, id, body) => staff.review(id, body),
      done: "Registration declined. The person has been told by e-mail.",
    }),
  });
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Registrations");

/** The modules a message names ("access for Pharma Edge"), offered ticked. */
function askedFor(message: string): Set<string> {
  const words = message.toLowerCase();
  return new Set(
    ENTITLEMENTS.filter(
      (m) =>
        words.includes(ENTITLEMENT_NAMES[m].toLowerCase()) || words.includes(m.replace("_", " ")),
    ),
  );
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { title, list, page, query, search, refused } = loaderData;
  const sort = query.sort ?? REGISTRATIONS_DEFAULT_SORT;
  return (
    <StaffLayout title={title}>
      <p className="staff-lead">Granting a module or declining tells the person by e-mail.</p>
      <FilterLinks
        label="Order of registrations"
        choices={SORTS}
        shown={sort}
        to={(choice) => listHref(search, { sort: choice === "-joined" ? null : choice })}
        labelOf={(choice) => SORT_LABELS[choice]}
      />
      <ListSearch id="registrations" label="Name or e-mail" q={query.q} sort={query.sort} />
      {refused !== null ? (
        <RefusedQuery words={refused} to="/staff/registrations" />
      ) : list.results.length === 0 ? (
        query.q !== "" ? (
          <EmptyState title="No registration matches">
            Try part of the name or the e-mail, or{" "}
            <Link to="/staff/registrations">clear the search</Link>.
          </EmptyState>
        ) : (
          <EmptyState title="No registration needs a look">
            New accounts appear here with the access they asked for. Meanwhile, you can look someone
            up under People.
          </EmptyState>
        )
      ) : (
        <>
          <BulkForm
            id={BULK_FORM_ID}
            intent="approve-many"
            legend="Approve the registrations ticked below"
            submit="Approve the ticked registrations"
          >
            <fieldset className="staff-modules">
              <legend>Modules to grant each of them</legend>
              {ENTITLEMENTS.map((module) => (
                <label key={module}>
                  <input type="checkbox" name="grant" value={module} /> {ENTITLEMENT_NAMES[module]}
                </label>
              ))}
            </fieldset>
            <SelectAll formId={BULK_FORM_ID} label="Select all on this page" />
          </BulkForm>
          <ol className="staff-list">
            {list.results.map((person) => {
              const asked = askedFor(person.access_for);
              return (
                <li key={person.id} className="account-card staff-item">
                  <div className="staff-item__head">
                    <SelectRow formId={BULK_FORM_ID} id={person.id} name={person.name} />
                    <h2 className="staff-item__title" id={`registration-${person.id}`}>
                      {person.name}
                    </h2>
                  </div>
                  <StaffFacts>
                    <Fact term="E-mail">{person.email}</Fact>
                    <Fact term="Phone">{phoneOrNone(person.phonenumber)}</Fact>
                    <Fact term="Registered">
                      <When at={person.date_joined} />
                    </Fact>
                  </StaffFacts>
                  <blockquote className="staff-quote">
                    <p>
                      <span className="visually-hidden">Asked for: </span>
                      {person.access_for || "(nothing written)"}
                    </p>
                  </blockquote>
                  <div className="staff-item__actions">
                    <StaffForm
                      intent="grant"
                      id={person.id}
                      schema={GrantFormSchema}
                      submit="Grant access"
                    >
                      {(field) => (
                        <fieldset
                          className="staff-modules"
                          aria-describedby={
                            field("grant").meta.errors ? `grant-${person.id}-message` : undefined
                          }
                        >
                          <legend>Modules to grant {person.name}</legend>
                          {ENTITLEMENTS.map((module) => (
                            <label key={module}>
                              <input
                                type="checkbox"
                                name="grant"
                                value={module}
                                defaultChecked={asked.has(module)}
                              />{" "}
                              {ENTITLEMENT_NAMES[module]}
                            </label>
                          ))}
                        </fieldset>
                      )}
                    </StaffForm>
                    <StaffForm
                      intent="decline"
                      id={person.id}
                      schema={DeclineFormSchema}
                      submit="Decline"
                      danger
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <ListPager
        search={search}
        page={page}
        count={list.count}
        shown={list.results.length}
        noun={list.count === 1 ? "registration" : "registrations"}
      />
    </StaffLayout>
  );
}
