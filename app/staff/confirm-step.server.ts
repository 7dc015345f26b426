import { textField } from "~/forms/parse-form";
import type { StaffApi, StaffCallResult } from "~/service-api/staff-calls.server";
import {
  CONFIRMED_FIELD,
  CONFIRMED_VALUE,
  type Confirmation,
  type ConfirmRequest,
} from "./confirm-words";

/**
 * What a harmful intent asks before it acts, read from the record as it is now: its question (and,
 * when the question states a value the change depends on, that value to post back: the balance it
 * was asked about), or null when there is nothing to ask (a grant, a change the service will refuse
 * anyway, which changes nothing), or the service's refusal to read it.
 */
export type Ask<Body> = (
  staff: StaffApi,
  id: number,
  body: Body,
) => Promise<
  | (Confirmation & { set?: Record<string, string> })
  | null
  | Exclude<StaffCallResult, { kind: "ok" }>
>;

/**
 * The one step between a form's check and its call for the intents that do harm (decline,
 * deactivate, cancel, revoke, take coins): a post without `confirmed=yes` changes nothing and gets
 * the question, with every field it posted to post again with `confirmed=yes`; only that post
 * reaches the operation. Works without JavaScript: the question is a page with a form.
 */
export async function askFirst<Body>(
  ask: Ask<Body> | undefined,
  form: FormData,
  staff: StaffApi,
  id: number,
  body: Body,
): Promise<
  | { kind: "go" }
  | { kind: "ask"; confirm: ConfirmRequest }
  | { kind: "refused"; result: Exclude<StaffCallResult, { kind: "ok" }> }
> {
  if (!ask || isConfirmed(form)) return { kind: "go" };
  const asked = await ask(staff, id, body);
  if (asked === null) return { kind: "go" };
  if ("kind" in asked) return { kind: "refused", result: asked };
  const { set = {}, ...confirmation } = asked;
  return { kind: "ask", confirm: { ...confirmation, fields: postAgain(form, set) } };
}

export function isConfirmed(form: FormData): boolean {
  return textField(form, CONFIRMED_FIELD) === CONFIRMED_VALUE;
}

/** The posted text fields (files are never part of a harmful form), with the question's values. */
function postAgain(form: FormData, set: Record<string, string>): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (name === CONFIRMED_FIELD || Object.hasOwn(set, name) || typeof value !== "string") continue;
    fields.push([name, value]);
  }
  return [...fields, ...Object.entries(set)];
}
