import { formatCoins, formatCount } from "./counts.ts";
import { MAX_BALANCE } from "./staff.ts";

// One set of words for the console and `npm run ops`.

/** The console answers 404, 409 or 403. */
export type RefusalKind = "not-found" | "conflict" | "forbidden";

export const NO_SUCH_ACCOUNT = "There is no such account: check the e-mail or the link.";
export const NO_SUCH_ORDER = "There is no such order: check its number.";
export const ACCOUNT_EXISTS = (email: string) => `${email} already has an account.`;

export const BALANCE_TOO_LOW = (balance: number) =>
  `The balance is ${formatCoins(balance)}: it cannot go below zero.`;
export const BALANCE_TOO_HIGH = (balance: number) =>
  `The balance is ${formatCoins(balance)}: it cannot go above ${formatCount(MAX_BALANCE)}.`;

export const BALANCE_CHANGED = (balance: number, expected: number) =>
  `The balance is now ${formatCoins(balance)}, not ${formatCount(expected)} as the page showed: nothing was changed. Look again and decide.`;

export const CANNOT_CHANGE_SELF = "You cannot deactivate your own account.";
export const STAFF_NEED_ADMIN = "Only an administrator can deactivate or sign out a staff account.";
export const CANNOT_CHANGE_OWN_ROLE = "You cannot change your own role: ask another administrator.";

export const ALREADY_ACTIVE = "This account is already active: nothing was changed.";
export const ALREADY_DEACTIVATED = "This account is already deactivated: nothing was changed.";
export const ALREADY_GRANTED = (module: string) =>
  `${module} is already granted: nothing was changed.`;
export const ALREADY_REVOKED = (module: string) =>
  `${module} is already not granted: nothing was changed.`;

export const ALREADY_DONE = (status: string) =>
  `This order is already ${status}: nothing was changed.`;
export const PAID_BY_ARRANGEMENT =
  "This order was paid by arrangement: refund the payment with the buyer first, then cancel it by hand.";
