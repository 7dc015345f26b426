import { data, Link } from "react-router";
import { ENTITLEMENT_NAMES } from "#contract/entitlements.ts";
import {
  ActiveFormSchema,
  CoinsFormSchema,
  ModuleFormSchema,
  RoleFormSchema,
} from "#contract/staff-forms.ts";
import { AccountCard } from "~/account/account-card";
import { idParam } from "~/account/member.server";
import { formatCoins } from "~/lib/format";
import { EmailAddress } from "~/shell/email-address";
import { When } from "~/shell/when";
import {
  askBeforeDeactivate,
  askBeforeRevoke,
  askBeforeTakingCoins,
} from "~/staff/confirm-questions.server";
import { orderIntents } from "~/staff/order-intents.server";
import { ORDER_STATUS_LABELS, OrderPayment } from "~/staff/order-words";
import { CoinsCard, ModulesCard, RoleCard } from "~/staff/person-cards";
import { ROLE_LABELS } from "~/staff/role-words";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { Fact, phoneOrNone, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/person";

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
      confirm: askBeforeTakingCoins,
      send: (staff, id, body) => staff.coins(id, body),
      done: ({ change }) =>
        `${change > 0 ? "Added" : "Took"} ${formatCoins(Math.abs(change))}; the ledger has the reason.`,
    }),
    module: formIntent(ModuleFormSchema, {
      confirm: askBeforeRevoke,
      send: (staff, id, body) => staff.module(id, body),
      done: ({ module, granted }) =>
        `${ENTITLEMENT_NAMES[module]} ${granted ? "granted" : "revoked"}.`,
    }),
    "sign-out": {
      send: (staff, id) => staff.signOut(id),
      done: "Signed out everywhere: every session of this person has ended.",
    },
    active: formIntent(ActiveFormSchema, {
      confirm: askBeforeDeactivate,
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

export default function Person({ loaderData }: Route.ComponentProps) {
  const { person, self, admin } = loaderData;
  return (
    <StaffLayout
      title={person.name || person.email}
      crumbs={[{ label: "People", to: "/staff/people" }]}
    >
      <div className="staff-person">
        <AccountCard id="profile-title" heading="Profile">
          <StaffFacts>
            <Fact term="E-mail">
              <EmailAddress address={person.email} />
            </Fact>
            <Fact term="Phone">{phoneOrNone(person.phonenumber)}</Fact>
            <Fact term="Account">
              {ROLE_LABELS[person.role]}, {person.is_active ? "active" : "deactivated"}
            </Fact>
            <Fact term="Joined">
              <When at={person.date_joined} />
            </Fact>
            <Fact term="Asked for">{person.access_for || "(nothing written)"}</Fact>
          </StaffFacts>
        </AccountCard>
        <ModulesCard person={person} />
        <CoinsCard person={person} />

        <AccountCard id="orders-title" heading="Orders and courses">
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
        </AccountCard>

        <AccountCard id="sessions-title" heading="Sessions and account">
          <p>Signing out everywhere ends every session of this person; they can sign in again.</p>
          <div className="staff-item__actions">
            <StaffForm intent="sign-out" id={person.id} submit="Sign out everywhere" />
            {self ? (
              <p>This is your own account: another staff member can deactivate it.</p>
            ) : (
              <StaffForm
                intent="active"
                id={person.id}
                schema={ActiveFormSchema}
                submit={person.is_active ? "Deactivate account" : "Reactivate account"}
                danger={person.is_active}
              >
                <input type="hidden" name="active" value={person.is_active ? "false" : "true"} />
              </StaffForm>
            )}
          </div>
        </AccountCard>

        {admin && !self && <RoleCard person={person} />}
      </div>
    </StaffLayout>
  );
}
