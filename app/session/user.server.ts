import type { Entitlement } from "~/route-table";

/** The signed-in user as the shell sees it (a subset of `app/me/`). */
export interface ShellUser {
  id: number;
  name: string;
  email: string;
  abc_coins: number;
  entitlements: Entitlement[];
}

/**
 * Reads the signed-in user for this request. Sessions (the cookie, the
 * service API's `app/me/`) come with the sign-in issue (#5); until then every
 * visitor is signed out, which is also what a broken or missing cookie means.
 */
export async function getShellUser(_request: Request): Promise<ShellUser | null> {
  return null;
}
