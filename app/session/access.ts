import type { Access, Entitlement } from "~/route-table";

export const SIGN_IN_PATH = "/Signup";
export const NO_ACCESS_MESSAGE = "You Don't Have Access Of This Module";

export interface AccessSubject {
  entitlements: readonly Entitlement[];
}

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "sign-in"; to: string }
  | { kind: "no-access"; to: "/"; message: typeof NO_ACCESS_MESSAGE }
  | { kind: "already-signed-in"; to: "/" };

/**
 * Who may open a route (spec §4 guard decision, §6 entitlements), decided on
 * the server for every request. `returnTo` is where sign-in sends them back.
 */
export function decideAccess(
  access: Access,
  user: AccessSubject | null,
  returnTo: string,
): AccessDecision {
  switch (access.kind) {
    case "public":
      return { kind: "allow" };
    case "signed-out-only":
      return user ? { kind: "already-signed-in", to: "/" } : { kind: "allow" };
    case "signed-in":
    case "entitlement": {
      if (!user) {
        return {
          kind: "sign-in",
          to: `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(returnTo)}`,
        };
      }
      if (access.kind === "entitlement" && !user.entitlements.includes(access.entitlement)) {
        return { kind: "no-access", to: "/", message: NO_ACCESS_MESSAGE };
      }
      return { kind: "allow" };
    }
  }
}
