import { holdsRole, type StaffRole } from "#contract/entitlements.ts";
import { ADMIN_ONLY, STAFF_ONLY } from "#contract/messages.ts";
import {
  SECOND_FACTOR_CODES,
  SECOND_FACTOR_WORDS,
  STEP_UP_SECONDS,
} from "#contract/second-factor.ts";
import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { ApiError } from "../http/responses.ts";
import { signedIn } from "./authenticate.ts";
import type { TokenClaims } from "./tokens.ts";

export type { StaffRole };

/** The staff role a user holds, if any. */
export function staffRoleOf(user: Pick<User, "role">): StaffRole | null {
  return user.role === "member" ? null : user.role;
}

export interface StaffSignedIn {
  user: User;
  claims: TokenClaims;
}

/**
 * The staff member of the bearer token, who must hold `role` and whose sign-in must have proved a
 * second factor (403 with words otherwise: a password alone opens nothing here). Every admin call
 * is counted per staff member (adminCallsPerUser).
 */
export async function staffSignedIn(
  request: Request,
  context: ServiceContext,
  role: StaffRole = "staff",
): Promise<StaffSignedIn> {
  const { user, claims } = await signedIn(request, context);
  if (!holdsRole(staffRoleOf(user), role)) {
    throw new ApiError(403, { detail: role === "admin" ? ADMIN_ONLY : STAFF_ONLY });
  }
  if (!claims.mfa) {
    const enrolled = await context.db
      .selectFrom("second_factors")
      .select("user_id")
      .where("user_id", "=", user.id)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
    const kind = enrolled ? "required" : "setupRequired";
    throw new ApiError(403, {
      detail: SECOND_FACTOR_WORDS[kind],
      code: SECOND_FACTOR_CODES[kind],
    });
  }
  await context.limiter.hit("adminCallsPerUser", String(user.id));
  return { user, claims };
}

/** The same, for calls that need only the staff member. */
export async function authenticateStaff(
  request: Request,
  context: ServiceContext,
  role: StaffRole = "staff",
): Promise<User> {
  return (await staffSignedIn(request, context, role)).user;
}

/** Harm (taking coins, revoking, deactivating, roles) needs a factor proved in the last 10 minutes. */
export function requireRecentFactor(claims: TokenClaims, now = Date.now()): void {
  const age = Math.floor(now / 1000) - (claims.mfa ?? 0);
  if (age > STEP_UP_SECONDS) {
    throw new ApiError(403, {
      detail: SECOND_FACTOR_WORDS.stepUp,
      code: SECOND_FACTOR_CODES.stepUp,
    });
  }
}
