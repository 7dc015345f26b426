import { data } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import { DeclineFormSchema, GrantFormSchema } from "#contract/staff-forms.ts";
import { When } from "~/shell/when";
import { askBeforeDecline } from "~/staff/confirm-questions.server";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { Fact, phoneOrNone, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, Pager, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { pageParam, readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/registrations";

/** /staff/registrations: new accounts with the access they asked for; grant modules or decline. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const list = readStaff(await staff.registrations(page), context, url);
  return { title: entry.title, list, page, url: `${url.pathname}${url.search}` };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
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
  const { title, list, page, url } = loaderData;
  return (
    <StaffLayout title={title}>
      <p className="staff-lead">
        {list.count === 0
          ? "Nobody is waiting."
          : `${list.count} ${list.count === 1 ? "person is" : "people are"} waiting, newest first.`}{" "}
        Granting a module or declining tells the person by e-mail.
      </p>
      {list.results.length === 0 ? (
        <EmptyState title="No registration needs a look">
          New accounts appear here with the access they asked for. Meanwhile, you can look someone
          up under People.
        </EmptyState>
      ) : (
        <ol className="staff-list">
          {list.results.map((person) => {
            const asked = askedFor(person.access_for);
            return (
              <li key={person.id} className="account-card staff-item">
                <h2 className="staff-item__title" id={`registration-${person.id}`}>
                  {person.name}
                </h2>
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
      )}
      <Pager url={url} page={page} count={list.count} label="Registrations" />
    </StaffLayout>
  );
}
