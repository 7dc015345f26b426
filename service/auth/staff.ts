import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { ApiError } from "../http/responses.ts";
import { authenticate } from "./authenticate.ts";

export type StaffRole = "staff" | "admin";

/** Who may do what: an admin may do everything staff may. */
const RANK: Record<User["role"], number> = { member: 0, staff: 1, admin: 2 };

export const STAFF_ONLY = "This needs a staff account.";
export const ADMIN_ONLY = "This needs an administrator's account.";

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
  if (RANK[user.role] < RANK[role]) {
    throw new ApiError(403, { detail: role === "admin" ? ADMIN_ONLY : STAFF_ONLY });
  }
  await context.limiter.hit("adminCallsPerUser", String(user.id));
  return user;
}
