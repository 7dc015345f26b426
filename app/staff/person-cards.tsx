import { useActionData } from "react-router";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import type { PersonDetail } from "#contract/staff.ts";
import { CoinsFormSchema, ModuleFormSchema, RoleFormSchema } from "#contract/staff-forms.ts";
import { AccountCard } from "~/account/account-card";
import { replyView } from "~/forms/reply-view";
import { formatCoins, formatCount, formatDateTime } from "~/lib/format";
import { WithAddresses } from "~/shell/email-address";
import { Field } from "~/shell/form-field";
import { actorLabel } from "./audit-words";
import { ROLE_LABELS } from "./role-words";
import { StaffForm } from "./staff-form";
import type { StaffFormAnswer } from "./staff-form-answer";
import { type StaffColumn, StaffTable } from "./staff-table";

interface CardProps {
  person: PersonDetail;
}

export function ModulesCard({ person }: CardProps) {
  const answer = useActionData<StaffFormAnswer | undefined>();
  const answeredModule = answer && replyView(answer.reply).values.module;
  return (
    <AccountCard id="modules-title" heading="Modules">
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
                answer={answeredModule === module ? answer : null}
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
    </AccountCard>
  );
}

type LedgerLine = PersonDetail["ledger"][number];

const LEDGER_COLUMNS: readonly StaffColumn<LedgerLine>[] = [
  { label: "When", cell: (line) => <time dateTime={line.at}>{formatDateTime(line.at)}</time> },
  {
    label: "Change",
    cell: (line) =>
      line.change > 0 ? `+${formatCount(line.change)}` : `−${formatCount(-line.change)}`,
  },
  { label: "Reason", cell: (line) => <WithAddresses text={line.reason} /> },
  { label: "By", cell: (line) => <WithAddresses text={actorLabel(line.actor)} /> },
];

export function CoinsCard({ person }: CardProps) {
  const balanced = person.ledger_sum === person.abc_coins;
  return (
    <AccountCard id="coins-title" heading="Coins">
      <p className="staff-balance">
        Balance: <strong>{formatCoins(person.abc_coins)}</strong>
        {balanced ? " (the ledger below sums to it)." : ""}
      </p>
      {!balanced && (
        <p className="staff-form__message" role="alert">
          The ledger sums to {formatCount(person.ledger_sum)}, not {formatCount(person.abc_coins)}:
          tell the technical team.
        </p>
      )}
      <StaffForm intent="coins" id={person.id} schema={CoinsFormSchema} submit="Change coins">
        {(field) => (
          <>
            {/* The service changes only this balance, so a form sent twice acts once. */}
            <input type="hidden" name="expected" value={person.abc_coins} />
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
        <StaffTable
          caption="Coin ledger, newest first"
          rows={person.ledger}
          rowKey={(line) => line.id}
          columns={LEDGER_COLUMNS}
        />
      )}
    </AccountCard>
  );
}

/** Never on an administrator's own account. */
export function RoleCard({ person }: CardProps) {
  return (
    <AccountCard id="role-title" heading="Role">
      <p>
        Staff work in this console; administrators also choose who is staff. Now:{" "}
        <strong>{ROLE_LABELS[person.role]}</strong>.
      </p>
      <StaffForm intent="role" id={person.id} schema={RoleFormSchema} submit="Change role">
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
    </AccountCard>
  );
}
