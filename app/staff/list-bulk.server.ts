import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import type { BulkAnswer } from "#contract/staff-lists.ts";
import { fieldsOf, formMessage, parsePosted } from "~/forms/form-reply.server";
import { textField } from "~/forms/parse-form";
import { readActionForm } from "~/lib/bounded-body.server";
import type { StaffApi, StaffCallResult } from "~/service-api/staff-calls.server";
import { currentSession } from "~/session/current-session.server";
import type { BulkFormAnswer } from "./list-bulk-answer";
import { listHref } from "./list-url";
import { refusal } from "./staff-action.server";
import { staffRequest } from "./staff-request.server";

const BULK_FORM = "bulk";

const MAX_BULK_FORM_BYTES = 16 * 1024;

const isBulkAnswer = (value: unknown): value is BulkAnswer =>
  value !== null &&
  typeof value === "object" &&
  Array.isArray((value as BulkAnswer).done) &&
  Array.isArray((value as BulkAnswer).refused);

/** Null when the post is another form (read from a copy, so its own pipeline still can). */
export async function bulkAction<Schema extends z.ZodType>(
  args: { context: Readonly<RouterContextProvider>; request: Request; url: URL; pattern: string },
  intentName: string,
  schema: Schema,
  send: (staff: StaffApi, body: z.output<Schema>) => Promise<StaffCallResult>,
  doneWords: (done: number, body: z.output<Schema>) => string,
) {
  const { context, request, url, pattern } = args;
  const read = await readActionForm(request.clone(), MAX_BULK_FORM_BYTES);
  if (!read.ok || textField(read.form, "intent") !== intentName) return null;
  const { staff } = staffRequest(context, url, pattern);
  const answer = (status: number, body: BulkFormAnswer) => data(body, { status });
  const submission = parsePosted(read.form, schema);
  if (submission.status !== "success") {
    return answer(400, { form: BULK_FORM, reply: submission.reply() });
  }
  const result = await send(staff, submission.value);
  if (result.kind !== "ok") {
    const refused = refusal(result, submission, fieldsOf(schema), context, url);
    return answer(refused.status, { form: BULK_FORM, reply: refused.reply });
  }
  if (!isBulkAnswer(result.data)) {
    return answer(502, {
      form: BULK_FORM,
      reply: formMessage(
        "The service's answer made no sense: nothing is sure. Reload the list to see what changed.",
      ),
    });
  }
  const words = doneWords(result.data.done.length, submission.value);
  if (result.data.refused.length === 0) {
    currentSession(context).session.flash("notice", words);
    // The list has changed under its pages.
    throw redirect(`${url.pathname}${listHref(url.search, {})}`);
  }
  return answer(result.data.done.length > 0 ? 200 : 409, {
    form: BULK_FORM,
    reply: submission.reply({ resetForm: true }),
    summary: { done: words, refused: result.data.refused },
  });
}
