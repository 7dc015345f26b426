import type { Confirmation, ConfirmRequest } from "~/forms/confirm-words";
import { fieldsToPostAgain, isConfirmed } from "~/forms/confirmation.server";
import type { StaffApi, StaffCallResult } from "~/service-api/staff-calls.server";

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
  return { kind: "ask", confirm: { ...confirmation, fields: fieldsToPostAgain(form, set) } };
}
