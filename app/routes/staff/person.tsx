import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import {
  ActiveFormSchema,
  CoinsFormSchema,
  ModuleFormSchema,
  RoleFormSchema,
} from "#contract/staff-forms.ts";
import { idParam } from "~/account/member.server";
import { replyView } from "~/forms/reply-view";
import { formatDate } from "~/lib/format";
import { Field } from "~/shell/form-field";
import { orderIntents } from "~/staff/order-intents";
import { ORDER_STATUS_LABELS, OrderPayment } from "~/staff/order-words";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { StaffForm } from "~/staff/staff-form";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/person";

const ROLE_LABELS = { member: "Member", staff: "Staff", admin: "Administrator" } as const;

/** /staff/people/:id: one person: profile, modules, coins and their ledger, orders, purchases. */
export async function loader({ context, url, pattern, params }: Route.LoaderArgs) {
  const { staff, user } = staffRequest(context, url, pattern);
  const id = idParam(params.id);
  const person = readStaff(await staff.person(id), context, url, "record");
  return { person, self: user.id === person.id, admin: user.staff === "admin" };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(context, request, url, pattern, {
    coins: formIntent(CoinsFormSchema, {
      send: (staff, id, body) => staff.coins(id, body),
      done: ({ change }) =>
        `${change > 0 ? "Added" : "Took"} ${Math.abs(change)} coins; the ledger has the reason.`,
    }),
    module: formIntent(ModuleFormSchema, {
      send: (staff, id, body) => staff.module(id, body),
      done: ({ module, granted }) =>
        `${ENTITLEMENT_NAMES[module]} ${granted ? "granted" : "revoked"}.`,
    }),
    "sign-out": {
      send: (staff, id) => staff.signOut(id),
      done: "Signed out everywhere: every session of this person has ended.",
    },
    active: formIntent(ActiveFormSchema, {
      send: (staff, id, body) => staff.active(id, body),
      done: ({ active }) =>
        active
          ? "Account reactivated: they can sign in again."
          : "Account deactivated: they are signed out and cannot sign in.",
    }),
    role: formIntent(RoleFormSchema, {
      send: (staff, id, body) => staff.role(id, body),
      done: ({ role }) => `Role changed to ${ROLE_LABELS[role]}.`,
    }),
    ...orderIntents,
  });
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.person.name ?? "Person");

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const { person, self, admin } = loaderData;
  // One form per module: the answer is for the module it named.
  const answeredModule = actionData && replyView(actionData.reply).values.module;
  const balanced = person.ledger_sum === person.abc_coins;
  return (
    <StaffLayout
      title={person.name || person.email}
      crumbs={[{ label: "People", to: "/staff/people" }]}
    >
      <div className="staff-person">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title" className="account-page__heading">
            Profile
          </h2>
          <dl className="staff-facts">
            <dt>E-mail</dt>
            <dd>{person.email}</dd>
            <dt>Phone</dt>
            <dd>{person.phonenumber || "None given"}</dd>
            <dt>Account</dt>
            <dd>
              {ROLE_LABELS[person.role]}, {person.is_active ? "active" : "deactivated"}
            </dd>
            <dt>Joined</dt>
            <dd>
              <time dateTime={person.date_joined}>{formatDate(person.date_joined)}</time>
            </dd>
            <dt>Asked for</dt>
            <dd>{person.access_for || "(nothing written)"}</dd>
          </dl>
        </section>

        <section className="account-card" aria-labelledby="modules-title">
          <h2 id="modules-title" className="account-page__heading">
            Modules
          </h2>
          <ul className="staff-module-list">
            {ENTITLEMENTS.map((module) => {
              const held = person.modules[module];
              return (
                <li key={module}>
                  <span>
                    {ENTITLEMENT_NAMES[module]}: <strong>{held ? "granted" : "not granted"}</strong>
                  </span>
                  <StaffForm
                    intent="module"
                    id={person.id}
                    formId={`module-${person.id}-${module}`}
                    schema={ModuleFormSchema}
                    answer={answeredModule === module ? actionData : undefined}
                    submit={
                      held
                        ? `Revoke ${ENTITLEMENT_NAMES[module]}`
                        : `Grant ${ENTITLEMENT_NAMES[module]}`
                    }
                    danger={held}
                    className="staff-form staff-form--inline"
                  >
                    <input type="hidden" name="module" value={module} />
                    <input type="hidden" name="granted" value={held ? "false" : "true"} />
                  </StaffForm>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="account-card" aria-labelledby="coins-title">
          <h2 id="coins-title" className="account-page__heading">
            Coins
          </h2>
          <p className="staff-balance">
            Balance: <strong>{person.abc_coins}</strong> coins
            {balanced ? " (the ledger below sums to it)." : ""}
          </p>
          {!balanced && (
            <p className="staff-form__message" role="alert">
              The ledger sums to {person.ledger_sum}, not {person.abc_coins}: tell the technical
              team.
            </p>
          )}
          <StaffForm
            intent="coins"
            id={person.id}
            schema={CoinsFormSchema}
            answer={actionData}
            submit="Change coins"
          >
            {(field) => (
              <>
                <Field
                  {...field("change")}
                  label="Change (a whole number: 50 adds, -20 takes)"
                  inputMode="numeric"
                />
                <Field {...field("reason")} label="Reason (goes in the ledger)" maxLength={200} />
              </>
            )}
          </StaffForm>
          {person.ledger.length === 0 ? (
            <p>No coin has moved yet.</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            <section className="staff-table-wrap" aria-labelledby="ledger-caption" tabIndex={0}>
              <table className="staff-table">
                <caption id="ledger-caption">Coin ledger, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Change</th>
                    <th scope="col">Reason</th>
                    <th scope="col">By</th>
                  </tr>
                </thead>
                <tbody>
                  {person.ledger.map((line) => (
                    <tr key={line.id}>
                      <td>
                        <time dateTime={line.at}>{formatDate(line.at)}</time>
                      </td>
                      <td>{line.change > 0 ? `+${line.change}` : line.change}</td>
                      <td>{line.reason}</td>
                      <td>{line.actor}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>

        <section className="account-card" aria-labelledby="orders-title">
          <h2 id="orders-title" className="account-page__heading">
            Orders and courses
          </h2>
          {person.orders.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <ul className="staff-module-list">
              {person.orders.map((order) => (
                <li key={order.id}>
                  <span>
                    Order {order.id}: {order.service_title}, {ORDER_STATUS_LABELS[order.status]} (
                    <OrderPayment order={order} />)
                  </span>
                  {order.status === "pending" && (
                    <StaffForm
                      intent="confirm"
                      id={order.id}
                      answer={actionData}
                      submit={`Confirm order ${order.id}`}
                      className="staff-form staff-form--inline"
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            Courses owned:{" "}
            {person.purchases.length === 0
              ? "none."
              : person.purchases.map((purchase) => purchase.service_title).join(", ")}
          </p>
          <p>
            <Link to="/staff/orders">All orders</Link>
          </p>
        </section>

        <section className="account-card" aria-labelledby="sessions-title">
          <h2 id="sessions-title" className="account-page__heading">
            Sessions and account
          </h2>
          <p>Signing out everywhere ends every session of this person; they can sign in again.</p>
          <div className="staff-item__actions">
            <StaffForm
              intent="sign-out"
              id={person.id}
              answer={actionData}
              submit="Sign out everywhere"
            />
            {self ? (
              <p>This is your own account: another staff member can deactivate it.</p>
            ) : (
              <StaffForm
                intent="active"
                id={person.id}
                schema={ActiveFormSchema}
                answer={actionData}
                submit={person.is_active ? "Deactivate account" : "Reactivate account"}
                danger={person.is_active}
              >
                <input type="hidden" name="active" value={person.is_active ? "false" : "true"} />
              </StaffForm>
            )}
          </div>
        </section>

        {admin && !self && (
          <section className="account-card" aria-labelledby="role-title">
            <h2 id="role-title" className="account-page__heading">
              Role
            </h2>
            <p>
              Staff work in this console; administrators also choose who is staff. Now:{" "}
              <strong>{ROLE_LABELS[person.role]}</strong>.
            </p>
            <StaffForm
              intent="role"
              id={person.id}
              schema={RoleFormSchema}
              answer={actionData}
              submit="Change role"
            >
              {(field) => {
                const { meta } = field("role");
                return (
                  <div className="field">
                    <label htmlFor={meta.id}>New role</label>
                    <select id={meta.id} name={meta.name} defaultValue={person.role}>
                      {Object.entries(ROLE_LABELS).map(([role, label]) => (
                        <option key={role} value={role}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              }}
            </StaffForm>
          </section>
        )}
      </div>
    </StaffLayout>
  );
}
