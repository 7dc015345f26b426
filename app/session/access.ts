import { ADMIN_ONLY, holdsRole, STAFF_ONLY, type StaffRole } from "#contract/roles.ts";
import type { Access, Entitlement } from "~/route-table";
import { SIGN_IN_PATH } from "~/shell-paths";

export const NO_ACCESS_MESSAGE = "You Don't Have Access Of This Module";

export interface AccessSubject {
  entitlements: readonly Entitlement[];
  staff?: StaffRole;
}

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "sign-in"; to: string }
  | {
      kind: "no-access";
      to: "/";
      message: typeof NO_ACCESS_MESSAGE | typeof STAFF_ONLY | typeof ADMIN_ONLY;
    }
  | { kind: "already-signed-in"; to: "/" };

/** Spec §4 guard, §6 entitlements; `returnTo` is where sign-in sends them back. */
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
    case "entitlement":
    case "staff": {
      if (!user) {
        return {
          kind: "sign-in",
          to: `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(returnTo)}`,
        };
      }
      if (access.kind === "entitlement" && !user.entitlements.includes(access.entitlement)) {
        return { kind: "no-access", to: "/", message: NO_ACCESS_MESSAGE };
      }
      if (access.kind === "staff" && !holdsRole(user.staff, access.role)) {
        const message = access.role === "admin" ? ADMIN_ONLY : STAFF_ONLY;
        return { kind: "no-access", to: "/", message };
      }
      return { kind: "allow" };
    }
  }
}

export interface GuardState {
  checkAuthLoading: boolean;
  loading: boolean;
  hasToken: boolean;
  isAuthenticated: boolean | null;
  user: AccessSubject | null;
}

export type GuardView =
  | { kind: "loading-heading" }
  | { kind: "loading-text" }
  | Exclude<AccessDecision, { kind: "already-signed-in" }>;

/**
 * Spec §4's guard decision, in its order; the server's loaders run the same rules (decideAccess).
 */
export function decideGuard(
  access: Exclude<Access, { kind: "public" } | { kind: "signed-out-only" }>,
  state: GuardState,
  returnTo: string,
): GuardView {
  if (state.checkAuthLoading) return { kind: "loading-heading" };
  if (state.loading) return { kind: "loading-text" };
  if (state.hasToken && state.isAuthenticated !== false && state.user) {
    const decision = decideAccess(access, state.user, returnTo);
    if (decision.kind !== "already-signed-in") return decision;
  }
  return decideAccess(access, null, returnTo) as GuardView;
}
