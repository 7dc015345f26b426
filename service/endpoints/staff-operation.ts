import type { RefusalKind } from "#contract/staff-refusals.ts";
import type { User } from "../db/schema.ts";
import { ApiError } from "../http/responses.ts";
import { type Actor, Refusal } from "../operations/refusal.ts";

const STATUS: Record<RefusalKind, number> = { "not-found": 404, conflict: 409, forbidden: 403 };

/** The signed-in staff member as the actor of an operation. */
export function actorOf(staff: User): Actor {
  return {
    label: staff.email,
    id: staff.id,
    role: staff.role === "admin" ? "admin" : "staff",
  };
}

/** Runs a staff operation for the console: a refusal becomes its status with `{detail: words}`. */
export async function forConsole<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof Refusal) throw new ApiError(STATUS[error.kind], { detail: error.words });
    throw error;
  }
}
