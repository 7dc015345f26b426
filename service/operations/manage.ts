import { STAFF_NEED_ADMIN } from "#contract/staff-refusals.ts";
import type { User } from "../db/schema.ts";
import { type Actor, Refusal } from "./refusal.ts";

/** Who may deactivate or sign out whom: staff act on members; an administrator on staff too. */
export function mayManage(actor: Actor, user: User): void {
  if (user.role !== "member" && actor.role !== "admin") {
    throw new Refusal("forbidden", STAFF_NEED_ADMIN);
  }
}
