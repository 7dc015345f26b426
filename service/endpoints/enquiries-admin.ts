import { AnswerSchema } from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf, enquiriesWithoutAnswer } from "../db/attention.ts";
import { readValid } from "../http/body.ts";
import { idOf, PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import { writeAudit } from "../ops/audit.ts";

export const ALREADY_ANSWERED = "This enquiry has already been answered.";

/**
 * GET admin/enquiries/?page=&answered= (staff): enquiries, newest first;
 * `answered=no` (what needs an answer) or `answered=yes`; all when left out.
 */
export async function listEnquiriesForStaff(request: Request, context: ServiceContext) {
  await authenticateStaff(request, context);
  const url = new URL(request.url);
  const page = pageOf(url);
  const answered = url.searchParams.get("answered");
  if (answered !== null && answered !== "yes" && answered !== "no") {
    throw fail.field("answered", 'Use "yes", "no", or leave it out.');
  }
  let chosen = context.db.selectFrom("enquiries");
  if (answered === "no") chosen = enquiriesWithoutAnswer(context.db);
  if (answered === "yes") chosen = chosen.where("answered_at", "is not", null);
  const [count, rows] = await Promise.all([
    countOf(chosen),
    chosen
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const results = rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    answered_at: row.answered_at ? new Date(row.answered_at).toISOString() : null,
  }));
  return json(pageBody(url, page, count, results));
}

/**
 * POST admin/enquiries/:id/answer/ {reply?} (staff): marks the enquiry
 * answered, once (a second answer is a 409 that sends nothing), audited; with
 * a reply, the enquirer gets it by e-mail.
 */
export async function answerEnquiry(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
) {
  const staff = await authenticateStaff(request, context);
  const id = idOf(params);
  const { reply } = await readValid(request, AnswerSchema);
  const enquiry = await context.db.transaction().execute(async (trx) => {
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
    return answered;
  });
  if (reply) {
    context.later(() =>
      context.mailer.send({
        to: enquiry.email,
        subject: `Re: ${enquiry.subject || "your enquiry"}`,
        text: `Dear ${enquiry.name},\n\n${reply}\n\nWarm regards,\n${staff.name}\nAarogya Bharat Collective\n\n> ${enquiry.message.split("\n").join("\n> ")}\n`,
      }),
    );
  }
  return json({ id, answered: true, replied: Boolean(reply) });
}
