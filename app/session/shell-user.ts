import type { StaffRole } from "#contract/entitlements.ts";
import type { Entitlement } from "~/route-table";

export interface ShellUser {
  id: number;
  name: string;
  email: string;
  abc_coins: number;
  entitlements: Entitlement[];
  staff?: StaffRole;
}
