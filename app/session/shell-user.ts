import type { StaffRole } from "#contract/entitlements.ts";
import type { Entitlement } from "~/route-table";

/** The signed-in user as every page sees it (from the service's `app/me/`). */
export interface ShellUser {
  id: number;
  name: string;
  email: string;
  abc_coins: number;
  entitlements: Entitlement[];
  /** Staff see the console (/staff); absent for members. */
  staff?: StaffRole;
}
