import { ENTITLEMENT_NAMES, type Entitlement } from "#contract/entitlements.ts";
import type { PersonDetail, StaffOrder } from "#contract/staff.ts";
import { formatCoins } from "~/lib/format";
import type { ApiResult } from "~/service-api/transport.server";
import type { Ask } from "./confirm-step.server";

/**
 * Every harmful change is asked about, even one the service will refuse: the record may change
 * meanwhile.
 */

async function read<T, R>(
  result: Promise<ApiResult<T>>,
  then: (record: T) => R,
): Promise<R | Exclude<ApiResult<T>, { kind: "ok" }>> {
  const answer = await result;
  return answer.kind === "ok" ? then(answer.data) : answer;
}

const nameOf = (person: Pick<PersonDetail, "name" | "email">) => person.name || person.email;

export const askBeforeDecline: Ask<unknown> = (staff, id) =>
  read(staff.person(id), (person) => ({
    question: `Decline ${nameOf(person)}’s registration?`,
    consequence: `${nameOf(person)} will be told by e-mail that the access they asked for cannot be granted, and the registration leaves this list.`,
    yes: "Yes, decline",
    keep: "Keep the registration",
  }));

export const askBeforeDeactivate: Ask<{ active: boolean }> = async (staff, id, { active }) =>
  active
    ? null
    : read(staff.person(id), (person) => ({
        question: `Deactivate ${nameOf(person)}’s account?`,
        consequence: `${nameOf(person)} is signed out everywhere at once and cannot sign in until someone reactivates the account.`,
        yes: "Yes, deactivate",
        keep: "Keep the account active",
      }));

export const askBeforeRevoke: Ask<{ module: Entitlement; granted: boolean }> = async (
  staff,
  id,
  { module, granted },
) =>
  granted
    ? null
    : read(staff.person(id), (person) => ({
        question: `Revoke ${ENTITLEMENT_NAMES[module]} from ${nameOf(person)}?`,
        consequence: `${nameOf(person)} can no longer open ${ENTITLEMENT_NAMES[module]} from their next page; you can grant it again later.`,
        yes: `Yes, revoke ${ENTITLEMENT_NAMES[module]}`,
        keep: `Keep ${ENTITLEMENT_NAMES[module]}`,
      }));

/** `expected` makes a second post of the same form fail instead of taking coins twice. */
export const askBeforeTakingCoins: Ask<{ change: number; reason: string }> = async (
  staff,
  id,
  { change, reason },
) =>
  change >= 0
    ? null
    : read(staff.person(id), (person) => {
        const after = person.abc_coins + change;
        return {
          question: `Take ${formatCoins(-change)} from ${nameOf(person)}?`,
          consequence:
            after < 0
              ? `The balance is ${formatCoins(person.abc_coins)}: taking more would go below zero, so it will be refused and nothing changes.`
              : `The balance goes from ${formatCoins(person.abc_coins)} to ${formatCoins(after)}; the ledger gives the reason: “${reason}”.`,
          yes: `Yes, take ${formatCoins(-change)}`,
          keep: "Keep the balance",
          set: { expected: String(person.abc_coins) },
        };
      });

/** Null for one the service will refuse. */
function cancelWords(order: StaffOrder) {
  const buyer = order.name || order.email;
  const what = `order ${order.id} (${order.service_title}) for ${buyer}`;
  if (order.status === "pending") {
    return {
      question: `Cancel ${what}?`,
      consequence: `The order will not be paid any more; ${buyer} is told by e-mail.`,
      yes: "Yes, cancel the order",
      keep: "Keep the order",
    };
  }
  if (order.status === "paid" && order.paid_with === "coins") {
    return {
      question: `Cancel ${what} and return the coins?`,
      consequence: `${buyer} loses the course, ${formatCoins(order.coins)} go back to their balance, and they are told by e-mail.`,
      yes: "Yes, cancel and return the coins",
      keep: "Keep the order",
    };
  }
  return null;
}

export const askBeforeCancel: Ask<unknown> = (staff, id) => read(staff.order(id), cancelWords);
