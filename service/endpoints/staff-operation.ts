import type { z } from "zod";
import type { StaffRole } from "#contract/entitlements.ts";
import type { RefusalKind } from "#contract/staff-refusals.ts";
import { requireRecentFactor, staffRoleOf, staffSignedIn } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { ApiError, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import type { On } from "../operations/change.ts";
import type { PersonRef } from "../operations/lookup.ts";
import { Refusal } from "../operations/refusal.ts";

const STATUS: Record<RefusalKind, number> = { "not-found": 404, conflict: 409, forbidden: 403 };

/** An operation by the signed-in staff member, on this service's database. */
export function byStaff<Target>(context: ServiceContext, staff: User, target: Target): On<Target> {
  const role = staffRoleOf(staff) ?? "staff";
  return { db: context.db, actor: { label: staff.email, id: staff.id, role }, target };
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

/**
 * A console endpoint for an operation on the person of the path's id (POST,
 * staff or `role` only): reads the body by `schema` (none: the body is not
 * read), runs the operation, drops the person's cached row, answers `answer`.
 * When `harms` says the input does harm, the second factor must be recent.
 */
export function onPerson<S extends z.ZodType, R>(
  schema: S | null,
  run: (on: On<PersonRef>, input: z.output<S>) => Promise<R>,
  answer: (id: number, input: z.output<S>, result: R) => unknown,
  { role = "staff", harms }: { role?: StaffRole; harms?: (input: z.output<S>) => boolean } = {},
): Handler<ServiceContext> {
  return async (request, context, params) => {
    const { user: staff, claims } = await staffSignedIn(request, context, role);
    const id = idOf(params);
    const input = (schema ? await readValid(request, schema) : undefined) as z.output<S>;
    if (harms?.(input)) requireRecentFactor(claims);
    const result = await forConsole(run(byStaff(context, staff, { id }), input));
    context.users.invalidate(id);
    return json(answer(id, input, result));
  };
}
