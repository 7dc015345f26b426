import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import { DeclineFormSchema, GrantFormSchema } from "#contract/staff-forms.ts";
import {
  BulkApproveFormSchema,
  REGISTRATIONS_DEFAULT_SORT,
  RegistrationsQuerySchema,
} from "#contract/staff-lists.ts";
import { formatCount } from "~/lib/format";
import { routePath } from "~/route-table";
import { EmailAddress } from "~/shell/email-address";
import { When } from "~/shell/when";
import { askBeforeDecline } from "~/staff/confirm-questions.server";
import { bulkAction } from "~/staff/list-bulk.server";
import { loadStaffList } from "~/staff/list-load.server";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { Fact, phoneOrNone, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffListPage, type StaffListView } from "~/staff/staff-list-page";
import type { Route } from "./+types/registrations";

const SORTS = ["-joined", "joined"] as const;
const SORT_LABELS = { "-joined": "Newest first", joined: "Oldest first" } as const;

/**
 * /staff/registrations: new accounts with the access they asked for, searched by name or e-mail;
 * grant modules or decline one by one, or tick several and approve them with the same modules at
 * once.
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

type Data = Route.ComponentProps["loaderData"];
type Registration = Data["list"]["results"][number];

const VIEW: StaffListView<Registration, Data, (typeof SORTS)[number]> = {
  id: "registrations",
  path: routePath("staff-registrations"),
  noun: ["registration", "registrations"],
  lead: <p className="staff-lead">Granting a module or declining tells the person by e-mail.</p>,
  show: {
    label: "Order of registrations",
    param: "sort",
    choices: SORTS,
    omitted: REGISTRATIONS_DEFAULT_SORT,
    shown: ({ query }) => query.sort ?? REGISTRATIONS_DEFAULT_SORT,
    labelOf: (choice) => SORT_LABELS[choice],
  },
  search: { label: "Name or e-mail" },
  bulk: {
    formId: "approve-many",
    intent: "approve-many",
    legend: "Approve the registrations ticked below",
    submit: "Approve the ticked registrations",
    rowName: (person) => person.name,
    choice: () => (
      <fieldset className="staff-modules">
        <legend>Modules to grant each of them</legend>
        {ENTITLEMENTS.map((module) => (
          <label key={module}>
            <input type="checkbox" name="grant" value={module} /> {ENTITLEMENT_NAMES[module]}
          </label>
        ))}
      </fieldset>
    ),
  },
  empty: ({ query }) =>
    query.q !== "" ? (
      <EmptyState title="No registration matches">
        Try part of the name or the e-mail, or{" "}
        <Link to={routePath("staff-registrations")}>clear the search</Link>.
      </EmptyState>
    ) : (
      <EmptyState title="No registration needs a look">
        New accounts appear here with the access they asked for. Meanwhile, you can look someone up
        under People.
      </EmptyState>
    ),
  rows: {
    kind: "cards",
    card: (person, select) => <RegistrationCard person={person} select={select} />,
  },
};

function RegistrationCard({ person, select }: { person: Registration; select: ReactNode }) {
  const asked = askedFor(person.access_for);
  return (
    <li className="account-card staff-item">
      <div className="staff-item__head">
        {select}
        <h2 className="staff-item__title" id={`registration-${person.id}`}>
          {person.name}
        </h2>
      </div>
      <StaffFacts>
        <Fact term="E-mail">
          <EmailAddress address={person.email} />
        </Fact>
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
        <StaffForm intent="grant" id={person.id} schema={GrantFormSchema} submit="Grant access">
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
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  return <StaffListPage data={loaderData} view={VIEW} />;
}
