import { type RouterContextProvider, redirect } from "react-router";
import { fieldMessages } from "#contract/errors.ts";
import { CATALOGUE_FORM_LIMIT } from "#contract/limits.ts";
import { COURSE_FIELD_OF, CourseFormSchema } from "#contract/staff-forms.ts";
import type { FormReply } from "~/forms/form-answer";
import { fieldsOf, formMessage, parsePosted } from "~/forms/form-reply.server";
import { replyView } from "~/forms/reply-view";
import { readActionForm } from "~/lib/bounded-body.server";
import type { ApiResult } from "~/service-api/transport.server";
import { currentSession } from "~/session/current-session.server";
import { refusal } from "./staff-action.server";
import { STAFF_FORM_TOO_LARGE, STAFF_FORM_UNREADABLE } from "./staff-messages";
import { staffRequest } from "./staff-request.server";

/**
 * Text checked before any upload; a refusal asks for the files again (a page cannot be handed a
 * file).
 */

const AGAIN = " Choose the files again before you save.";

const fileOf = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

function withFilesAgain(reply: FormReply, filesChosen: boolean): FormReply {
  if (!filesChosen) return reply;
  const view = replyView(reply);
  const first = view.message ?? Object.values(view.fieldErrors)[0] ?? "";
  return { ...reply, error: { ...reply.error, "": [`${first}${AGAIN}`] } };
}

export async function saveCourseForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  pattern: string,
  id: number | null,
): Promise<{ status: number; reply: FormReply }> {
  const { staff } = staffRequest(context, url, pattern);
  const read = await readActionForm(request, CATALOGUE_FORM_LIMIT);
  if (!read.ok) {
    const words = read.status === 413 ? STAFF_FORM_TOO_LARGE : STAFF_FORM_UNREADABLE;
    return { status: read.status, reply: formMessage(words) };
  }
  const form = read.form;
  const image = fileOf(form, "image_file");
  const document = fileOf(form, "new_resource_file");
  const filesChosen = Boolean(image || document);
  const submission = parsePosted(form, CourseFormSchema);
  if (submission.status !== "success") {
    return { status: 400, reply: withFilesAgain(submission.reply(), filesChosen) };
  }
  const refused = (result: Exclude<ApiResult<unknown>, { kind: "ok" }>, field?: string) => {
    const words = field && result.kind === "rejected" ? fieldMessages(result.data).file : undefined;
    const { status, reply } =
      words && result.kind === "rejected"
        ? {
            status: result.status,
            reply: submission.reply({ fieldErrors: { [field as string]: [words] } }),
          }
        : refusal(result, submission, fieldsOf(CourseFormSchema), context, url, COURSE_FIELD_OF);
    return { status, reply: withFilesAgain(reply, filesChosen) };
  };

  const course = submission.value;
  for (const [kind, file, field] of [
    ["image", image, "image_file"],
    ["document", document, "new_resource_file"],
  ] as const) {
    if (!file) continue;
    const uploaded = await staff.upload(kind, new Uint8Array(await file.arrayBuffer()));
    if (uploaded.kind !== "ok") return refused(uploaded, field);
    if (kind === "image") course.image = uploaded.data.url;
    else (course.resources.at(-1) as { url: string }).url = uploaded.data.url;
  }
  const saved = await staff.saveCourse(id, course);
  if (saved.kind !== "ok") return refused(saved);
  currentSession(context).session.flash(
    "notice",
    id ? `“${saved.data.title}” saved.` : `“${saved.data.title}” added to the catalogue.`,
  );
  throw redirect(`/staff/catalogue/courses/${saved.data.id}`);
}
