import { ENTITLEMENT_NAMES, type Entitlement } from "#contract/entitlements.ts";
import { ReviewSchema } from "#contract/staff.ts";
import { REGISTRATIONS_DEFAULT_SORT, RegistrationsQuerySchema } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { registrationsNeedingALook } from "../db/attention.ts";
import type { User } from "../db/schema.ts";
import { readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { writeAudit } from "../ops/audit.ts";
import { holdingWords, isoTime, queryOf, sortKey, staffList } from "./staff-list.ts";

export const ALREADY_REVIEWED = "This registration has already been reviewed.";

export const listRegistrations = staffList(
  (url, db) => {
    const { q, sort } = queryOf(url, RegistrationsQuerySchema);
    let chosen = registrationsNeedingALook(db);
    if (q !== "") {
      chosen = chosen.where((eb) => eb.or(holdingWords(eb, ["name", "email"], q)));
    }
    const [, direction] = sortKey(sort ?? REGISTRATIONS_DEFAULT_SORT);
    return {
      chosen,
      rows: chosen
        .select(["id", "name", "email", "phonenumber", "access_for", "date_joined"])
        .orderBy("date_joined", direction)
        .orderBy("id", direction),
    };
  },
  (row) => ({ ...row, date_joined: isoTime(row.date_joined) }),
);

export const reviewRegistration: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const review = await readValid(request, ReviewSchema);
  const granted = "grant" in review ? review.grant : [];
  const person = await reviewRegistrationOf(context, staff, id, granted);
  return json({ id: person.id, reviewed: granted.length > 0 ? "granted" : "declined", granted });
};

/** Once: a second review (a double click, a colleague) is a 409 that changes nothing. */
export async function reviewRegistrationOf(
  context: ServiceContext,
  staff: User,
  id: number,
  granted: readonly Entitlement[],
) {
  const person = await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .where("role", "=", "member")
      .executeTakeFirst();
    if (!before) throw fail.notFound();
    const updated = await trx
      .updateTable("users")
      .set({ reviewed_at: new Date(), ...Object.fromEntries(granted.map((m) => [m, true])) })
      .where("id", "=", id)
      .where("reviewed_at", "is", null)
      .returning(["id", "name", "email"])
      .executeTakeFirst();
    if (!updated) throw new ApiError(409, { detail: ALREADY_REVIEWED });
    await writeAudit(trx, {
      actor: staff.email,
      action: granted.length > 0 ? "review-grant" : "review-decline",
      subject: before.email,
      before: { reviewed_at: null, ...Object.fromEntries(granted.map((m) => [m, before[m]])) },
      after: { reviewed: true, ...Object.fromEntries(granted.map((m) => [m, true])) },
    });
    await context.mailer.send(
      {
        to: updated.email,
        subject: granted.length > 0 ? "Your access is ready" : "About your registration",
        text:
          granted.length > 0
            ? `Dear ${updated.name},\n\nYou now have access to: ${granted.map((m) => ENTITLEMENT_NAMES[m]).join(", ")}. Sign in to start.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`
            : `Dear ${updated.name},\n\nThank you for registering. We cannot grant the access\nyou asked for at this time. If you think we should look again,\nreply to this e-mail and tell us more.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
      },
      trx,
    );
    return updated;
  });
  context.users.invalidate(person.id);
  context.mailer.wake();
  return person;
}
