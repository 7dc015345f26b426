import { ENTITLEMENT_NAMES } from "#contract/entitlements.ts";
import { ReviewSchema } from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { registrationsNeedingALook } from "../db/attention.ts";
import { readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { writeAudit } from "../ops/audit.ts";
import { isoTime, staffList } from "./staff-list.ts";

export const ALREADY_REVIEWED = "This registration has already been reviewed.";

/**
 * GET admin/registrations/?page= (staff): registrations nobody has reviewed
 * yet, newest first, with the access each person asked for; DRF's page shape.
 */
export const listRegistrations = staffList(
  (_url, db) => {
    const chosen = registrationsNeedingALook(db);
    return {
      chosen,
      rows: chosen
        .select(["id", "name", "email", "phonenumber", "access_for", "date_joined"])
        .orderBy("date_joined", "desc")
        .orderBy("id", "desc"),
    };
  },
  (row) => ({ ...row, date_joined: isoTime(row.date_joined) }),
);

/**
 * POST admin/registrations/:id/review/ {grant: [modules]} or {decline: true}
 * (staff): grants the modules (or none) and marks the registration reviewed,
 * once: a second review, a double click or a colleague's, is a 409 that
 * changes nothing. Audited; the person is told by e-mail either way.
 */
export const reviewRegistration: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const review = await readValid(request, ReviewSchema);
  const granted = "grant" in review ? review.grant : [];
  const person = await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .where("role", "=", "member")
      .executeTakeFirst();
    if (!before) throw fail.notFound();
    // One statement decides who reviews it: the second of two staff members finds it done.
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
    return updated;
  });
  context.users.invalidate(person.id);
  context.later(() =>
    context.mailer.send({
      to: person.email,
      subject: granted.length > 0 ? "Your access is ready" : "About your registration",
      text:
        granted.length > 0
          ? `Dear ${person.name},\n\nYou now have access to: ${granted.map((m) => ENTITLEMENT_NAMES[m]).join(", ")}. Sign in to start.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`
          : `Dear ${person.name},\n\nThank you for registering. We cannot grant the access\nyou asked for at this time. If you think we should look again,\nreply to this e-mail and tell us more.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
    }),
  );
  return json({ id: person.id, reviewed: granted.length > 0 ? "granted" : "declined", granted });
};
