/**
 * Staff roles (ours, decision 0032): staff do the day-to-day work, admins also
 * manage staff. Django's `is_staff` is true for both. A module of its own: the
 * browser's route guard needs it, and nothing else of the contract.
 */
const STAFF_ROLES = ["staff", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff console's refusals (ours: the original backend had Django's admin instead). */
export const STAFF_ONLY = "This needs a staff account.";
export const ADMIN_ONLY = "This needs an administrator's account.";

/** Whether `held` is at least `needed` (an admin may do everything staff may). */
export function holdsRole(held: StaffRole | null | undefined, needed: StaffRole): boolean {
  return held != null && STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(needed);
}
