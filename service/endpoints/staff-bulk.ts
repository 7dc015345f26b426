import { ENTITLEMENT_NAMES } from "#contract/entitlements.ts";
import { type BulkAnswer, BulkApproveSchema, BulkGrantSchema } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import type { ServiceDb } from "../db/database.ts";
import { readValid } from "../http/body.ts";
import { ApiError, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { Refusal } from "../operations/refusal.ts";
import { setModule } from "../operations/set-module.ts";
import { ALREADY_REVIEWED, reviewRegistrationOf } from "./registrations.ts";
import { byStaff } from "./staff-operation.ts";

/** Bulk actions run the one-person operation per person, so a refusal stops nobody else (0047). */

const NOT_A_REGISTRATION = "Not a registration any more: the account is gone or is staff.";
const NO_SUCH_PERSON = "There is no such account.";

async function peopleOf(db: ServiceDb, ids: readonly number[]) {
  const rows = await db.selectFrom("users").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

const nameOf = (id: number, row?: { name: string; email: string }) =>
  row?.name || row?.email || `Account ${id}`;

/** Someone who has the module already is left alone: no audit line for no change. */
export const grantModuleToMany: Handler<ServiceContext> = async (request, context) => {
  const staff = await authenticateStaff(request, context);
  const { ids, module } = await readValid(request, BulkGrantSchema);
  const people = await peopleOf(context.db, ids);
  const answer: BulkAnswer = { done: [], refused: [] };
  for (const id of ids) {
    const person = people.get(id);
    const name = nameOf(id, person);
    if (!person) {
      answer.refused.push({ id, name, detail: NO_SUCH_PERSON });
    } else if (person[module]) {
      answer.refused.push({ id, name, detail: `Has ${ENTITLEMENT_NAMES[module]} already.` });
    } else {
      try {
        await setModule(byStaff(context, staff, { id }), module, true);
        context.users.invalidate(id);
        answer.done.push({ id, name });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        answer.refused.push({ id, name, detail: error.words });
      }
    }
  }
  return json(answer);
};

/** One already reviewed (a colleague, a double click) is named and skipped. */
export const approveRegistrations: Handler<ServiceContext> = async (request, context) => {
  const staff = await authenticateStaff(request, context);
  const { ids, grant } = await readValid(request, BulkApproveSchema);
  const people = await peopleOf(context.db, ids);
  const answer: BulkAnswer = { done: [], refused: [] };
  for (const id of ids) {
    const name = nameOf(id, people.get(id));
    try {
      await reviewRegistrationOf(context, staff, id, grant);
      answer.done.push({ id, name });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) {
        throw error;
      }
      answer.refused.push({
        id,
        name,
        detail: error.status === 409 ? ALREADY_REVIEWED : NOT_A_REGISTRATION,
      });
    }
  }
  return json(answer);
};
