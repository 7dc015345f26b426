import { textField } from "~/forms/parse-form";
import type { StaffApi, StaffCallResult } from "~/service-api/staff-calls.server";
import {
  CONFIRMED_FIELD,
  CONFIRMED_VALUE,
  type Confirmation,
  type ConfirmRequest,
} from "./confirm-words";

/** Null when there is nothing to ask (a grant, or a change the service will refuse anyway). */
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
 * Without `confirmed=yes` a harmful post changes nothing and gets the question; works without
 * JavaScript.
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

/** Files are never part of a harmful form. */
function postAgain(form: FormData, set: Record<string, string>): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (name === CONFIRMED_FIELD || Object.hasOwn(set, name) || typeof value !== "string") continue;
    fields.push([name, value]);
  }
  return [...fields, ...Object.entries(set)];
}
