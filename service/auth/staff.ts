import { holdsRole, type StaffRole } from "#contract/entitlements.ts";
import { ADMIN_ONLY, STAFF_ONLY } from "#contract/messages.ts";
import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { ApiError } from "../http/responses.ts";
import { authenticate } from "./authenticate.ts";

export type { StaffRole };

/** The staff role a user holds, if any. */
export function staffRoleOf(user: Pick<User, "role">): StaffRole | null {
  return user.role === "member" ? null : user.role;
}

/**
 * The user of the bearer token, who must hold `role` (403 with words
 * otherwise). Every admin call is counted per staff member (adminCallsPerUser).
 */
export async function authenticateStaff(
  request: Request,
  context: ServiceContext,
  role: StaffRole = "staff",
): Promise<User> {
  const user = await authenticate(request, context);
  if (!holdsRole(staffRoleOf(user), role)) {
    throw new ApiError(403, { detail: role === "admin" ? ADMIN_ONLY : STAFF_ONLY });
  }
  await context.limiter.hit("adminCallsPerUser", String(user.id));
  return user;
}
