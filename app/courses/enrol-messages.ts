import type { Confirmation } from "~/forms/confirm-words";
import type { Translate } from "~/i18n/translate";
import { formatCoins, formatRupees, waitInWords } from "~/lib/format";

/** What enrolling tells people, in one place (the form, the action and the course view share them). */

/** What happens after a pending order: said on the form, after ordering and on the course. */
/** What happens to an order waiting for payment, wherever it is shown. */
export const PENDING_PAYMENT =
  "Our team contacts you within one working day with the payment details. The course opens once it is paid.";

export const PENDING_NEXT_STEPS = `${PENDING_PAYMENT} The order shows in My Orders.`;

export function enrolledWithCoins(title: string, coins: number): string {
  return `You are enrolled in ${title}. ${formatCoins(coins)} paid.`;
}

export function orderPlaced(orderId: number, title: string, amount: string | null): string {
  const price = amount === null ? "" : ` (${formatRupees(amount)})`;
  return `Order #${orderId} for ${title}${price} is placed. ${PENDING_NEXT_STEPS}`;
}

export function alreadyOwned(title: string): string {
  return `You already own ${title}: here it is.`;
}

export function alreadyOrdered(orderId: number, title: string): string {
  return `You already have an order for ${title} (order #${orderId}). ${PENDING_NEXT_STEPS}`;
}

/** The question before coins are spent (decision 0046). */
export function spendQuestion(title: string, price: number, balance: number): Confirmation {
  return {
    question: `Pay ${formatCoins(price)} for ${title}?`,
    consequence: `Your balance goes from ${formatCoins(balance)} to ${formatCoins(balance - price)}, and the course opens at once.`,
    yes: `Yes, pay ${formatCoins(price)}`,
    keep: "Keep my coins",
  };
}

export function balanceTooLow(balance: number, coinPrice: number): string {
  return `Your balance of ${formatCoins(balance)} does not cover this course's ${formatCoins(coinPrice)}. Choose the order below to pay in rupees instead.`;
}

export const ENROL_UNAVAILABLE =
  "We could not reach our service to place your order just now. If it went through, it shows in My Orders; otherwise please try again in a few minutes.";

export const ENROL_REFUSED =
  "We could not place this order. Please reload the course page and try again; if it keeps happening, contact us.";

export const ENROL_UNREADABLE =
  "We could not read the form that was sent. Please use the Enrol button on the course page.";

export function tooManyOrders(t: Translate, retryAfterSeconds: number | null): string {
  const wait = waitInWords(t, retryAfterSeconds);
  return `Too many orders were sent in a short time. Please try again in ${wait}.`;
}
