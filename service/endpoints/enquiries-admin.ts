import { AnswerSchema } from "#contract/staff.ts";
import { EnquiriesQuerySchema } from "#contract/staff-lists.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { enquiriesWithoutAnswer } from "../db/attention.ts";
import { readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { writeAudit } from "../ops/audit.ts";
import { holdingWords, isoTime, queryOf, staffList } from "./staff-list.ts";

export const ALREADY_ANSWERED = "This enquiry has already been answered.";

export const listEnquiriesForStaff = staffList(
  (url, db) => {
    const { answered, q } = queryOf(url, EnquiriesQuerySchema);
    let chosen = db.selectFrom("enquiries");
    if (answered === "no") chosen = enquiriesWithoutAnswer(db);
    if (answered === "yes") chosen = chosen.where("answered_at", "is not", null);
    if (q !== "") {
      chosen = chosen.where((eb) => eb.or(holdingWords(eb, ["name", "email", "subject"], q)));
    }
    return {
      chosen,
      rows: chosen.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    };
  },
  (row) => ({ ...row, created_at: isoTime(row.created_at), answered_at: isoTime(row.answered_at) }),
);

/** Once: a second answer is a 409 that sends nothing. */
export const answerEnquiry: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { reply } = await readValid(request, AnswerSchema);
  await context.db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable("enquiries")
      .set({ answered_at: new Date() })
      .where("id", "=", id)
      .where("answered_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!answered) {
      const exists = await trx
        .selectFrom("enquiries")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      throw exists ? new ApiError(409, { detail: ALREADY_ANSWERED }) : fail.notFound();
    }
    await writeAudit(trx, {
      actor: staff.email,
      action: reply ? "answer-enquiry" : "mark-enquiry-answered",
      subject: `enquiry ${id}`,
      before: { answered: false },
      after: { answered: true, ...(reply ? { reply } : {}) },
    });
    if (reply) {
      await context.mailer.send(
        {
          to: answered.email,
          subject: `Re: ${answered.subject || "your enquiry"}`,
          text: `Dear ${answered.name},\n\n${reply}\n\nWarm regards,\n${staff.name}\nAarogya Bharat Collective\n\n> ${answered.message.split("\n").join("\n> ")}\n`,
        },
        trx,
      );
    }
  });
  context.mailer.wake();
  return json({ id, answered: true, replied: Boolean(reply) });
};
