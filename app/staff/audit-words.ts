import { ENTITLEMENT_NAMES, isEntitlement } from "#contract/entitlements.ts";
import { ORDER_STATUSES, type OrderStatusName } from "#contract/staff.ts";
import { formatCoins, formatCount, formatRupees } from "~/lib/format";
import { ORDER_STATUS_LABELS } from "./order-words";
import { ROLE_LABELS } from "./role-words";

/** Never the database's names (abc_coins, pro_pmt, is_active). */

export const ACTION_LABELS: Readonly<Record<string, string>> = {
  "review-grant": "Registration: access granted",
  "review-decline": "Registration declined",
  grant: "Module granted",
  revoke: "Module revoked",
  coins: "Coins changed",
  "confirm-order": "Order confirmed",
  "cancel-order": "Order cancelled",
  deactivate: "Account deactivated",
  reactivate: "Account reactivated",
  "sign-out-everywhere": "Signed out everywhere",
  role: "Role changed",
  "create-staff": "Staff account created",
  "answer-enquiry": "Enquiry answered by e-mail",
  "mark-enquiry-answered": "Enquiry marked answered",
  "add-category": "Category added",
  "edit-category": "Category changed",
  "add-course": "Course added",
  "edit-course": "Course changed",
  "upload-image": "Picture uploaded",
  "upload-document": "Course file uploaded",
  "add-slide": "Slide added",
  "edit-slide": "Slide changed",
  restore: "Backup restored",
  "sign-in-new-device": "Signed in on a new device",
  "second-factor-added": "Authenticator app set up",
  "second-factor-removed": "Authenticator app removed",
  "recovery-code-used": "Recovery code used",
};

function readable(name: string): string {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actionLabel(action: string): string {
  return (Object.hasOwn(ACTION_LABELS, action) && ACTION_LABELS[action]) || readable(action);
}

/** Who made a change, in staff's words: a command run on the server is the technical team's. */
export function actorLabel(actor: string): string {
  const command = /^npm run ops(?: \((.+?)\))?(?: through the server)?$/.exec(actor);
  if (command) return command[1] ? `The technical team (${command[1]})` : "The technical team";
  return actor === "system" ? "The portal" : actor;
}

const yesNo = (value: unknown) => (value === true ? "yes" : value === false ? "no" : text(value));

function text(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "number") return formatCount(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

const isOrderStatus = (value: unknown): value is OrderStatusName =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);
const coins = (value: unknown) => (typeof value === "number" ? formatCoins(value) : text(value));

const FIELDS: Readonly<Record<string, [label: string, show: (value: unknown) => string]>> = {
  abc_coins: ["Coins", coins],
  refunded_coins: ["Coins returned", coins],
  coin_price: ["Price in coins", coins],
  price: [
    "Price",
    (value) =>
      typeof value === "string" || typeof value === "number" ? formatRupees(value) : text(value),
  ],
  reason: ["Reason", text],
  is_active: ["Active", yesNo],
  is_staff: ["Staff", yesNo],
  active: ["Shown", yesNo],
  answered: ["Answered", yesNo],
  reviewed: ["Reviewed", yesNo],
  // Written null before a review.
  reviewed_at: ["Reviewed", (value) => (value === null ? "no" : "yes")],
  order: ["Order", text],
  purchase: ["Purchase", text],
  status: ["Status", (value) => (isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : text(value))],
  role: [
    "Role",
    (value) =>
      typeof value === "string" && Object.hasOwn(ROLE_LABELS, value)
        ? ROLE_LABELS[value as keyof typeof ROLE_LABELS]
        : text(value),
  ],
  name: ["Name", text],
  title: ["Title", text],
  position: ["Position", text],
  reply: ["Reply", text],
  bytes: ["Size in bytes", text],
  device: ["Device", text],
  network: ["Network", text],
  how: ["Signed in with", (value) => (value === "passkey" ? "a passkey" : "the password")],
  left: ["Recovery codes left", text],
};

export function describeValues(action: string, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== "object" || Array.isArray(value)) return [text(value)];
  const entries = Object.entries(value as Record<string, unknown>);
  if (action === "restore") {
    const rows = entries.reduce(
      (sum, [, count]) => sum + (typeof count === "number" ? count : 0),
      0,
    );
    return [`Rows restored: ${formatCount(rows)}`];
  }
  return entries.map(([key, item]) => {
    if (isEntitlement(key)) {
      return `${ENTITLEMENT_NAMES[key]}: ${item === true ? "granted" : "not granted"}`;
    }
    const [label, show] = (Object.hasOwn(FIELDS, key) && FIELDS[key]) || [readable(key), text];
    return `${label}: ${show(item)}`;
  });
}
