// Ours (decision 0032); a module of its own because the browser's route guard needs only this.
const STAFF_ROLES = ["staff", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ONLY = "This needs a staff account.";
export const ADMIN_ONLY = "This needs an administrator's account.";

export function holdsRole(held: StaffRole | null | undefined, needed: StaffRole): boolean {
  return held != null && STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(needed);
}
