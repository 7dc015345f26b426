import { type RouterContextProvider, redirect } from "react-router";
import { throwServiceAnswer } from "~/account/member.server";
import { readBoundedForm } from "~/lib/bounded-body.server";
import { currentSession } from "~/session/current-session.server";
import type { ApiResult } from "~/session/service-api.server";
import { errorSentence, fieldMessages } from "../../contract/errors.ts";
import { CATALOGUE_FORM_LIMIT } from "../../contract/limits.ts";
import { type CourseInput, CourseSchema } from "../../contract/staff.ts";
import { lessonsOf } from "./course-fields";

import {
  STAFF_FORM_TOO_LARGE,
  STAFF_FORM_UNREADABLE,
  STAFF_UNAVAILABLE,
  staffTooMany,
} from "./staff-messages";
import { staffRequest } from "./staff-request.server";

/**
 * The course form (new or existing), posted as multipart so a picture and a
 * PDF can come with it, with or without JavaScript. The text is checked
 * first with the contract's schema (nothing is uploaded for a form that
 * would be refused), then the files go to the service (which checks what
 * they are), then the whole course is saved. A refusal keeps what was typed
 * and says that files must be chosen again.
 */

export interface CourseFormAnswer {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const fileOf = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

const wholeOrNaN = (value: string) =>
  /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

/** The course as the form describes it, before any new file. */
export function courseOf(form: FormData): Record<string, unknown> {
  const urls = form.getAll("resource_url").map(String);
  const titles = form.getAll("resource_title").map(String);
  const removed = new Set(form.getAll("resource_remove").map(String));
  return {
    title: text(form, "title"),
    category: wholeOrNaN(text(form, "category")),
    summary: text(form, "summary"),
    description: text(form, "description"),
    price: text(form, "price").trim(),
    coin_price: wholeOrNaN(text(form, "coin_price")),
    duration: text(form, "duration"),
    highlights: text(form, "highlights")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    lessons: lessonsOf(text(form, "lessons")),
    resources: urls
      .map((url, index) => ({ title: titles[index] ?? "", kind: "PDF notes", url }))
      .filter((resource) => !removed.has(resource.url)),
    image: text(form, "image"),
    is_active: form.get("is_active") === "on",
  };
}

function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [
    "title",
    "category",
    "summary",
    "description",
    "price",
    "coin_price",
    "duration",
    "highlights",
    "lessons",
    "new_resource_title",
  ]) {
    values[name] = text(form, name);
  }
  values.is_active = form.get("is_active") === "on" ? "on" : "";
  return values;
}

const AGAIN = " Choose the files again before you save.";

export async function saveCourseForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  pattern: string,
  id: number | null,
): Promise<{ status: number; answer: CourseFormAnswer }> {
  const { staff } = staffRequest(context, url, pattern);
  const form = await readBoundedForm(request, CATALOGUE_FORM_LIMIT);
  const refuse = (
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    values: Record<string, string> = {},
  ) => ({
    status,
    answer: { message, fieldErrors, values },
  });
  if (form === "too-large") return refuse(413, STAFF_FORM_TOO_LARGE);
  if (form === "unreadable") return refuse(400, STAFF_FORM_UNREADABLE);
  const values = valuesOf(form);
  const image = fileOf(form, "image_file");
  const document = fileOf(form, "new_resource_file");
  const newTitle = text(form, "new_resource_title").trim();
  const draft = courseOf(form);
  // Placeholders where a file will be: the text is checked before anything is uploaded.
  const pending = {
    ...draft,
    image: image ? "/service/media/pending.webp" : draft.image,
    resources: [
      ...(draft.resources as CourseInput["resources"]),
      ...(document ? [{ title: newTitle, kind: "PDF notes", url: "/downloads/pending.pdf" }] : []),
    ],
  };
  const checked = CourseSchema.safeParse(pending);
  const fieldErrors: Record<string, string> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  if (document && newTitle.length < 2)
    fieldErrors.new_resource_title = "Give the file a title people will read.";
  if (!document && newTitle !== "")
    fieldErrors.new_resource_file = "Choose the PDF file to add, or clear its title.";
  if (!image && draft.image === "") fieldErrors.image_file = "Choose a picture for the course.";
  if (Object.keys(fieldErrors).length > 0) {
    const first = Object.values(fieldErrors)[0] as string;
    return refuse(400, image || document ? `${first}${AGAIN}` : first, fieldErrors, values);
  }

  const uploaded = async (kind: "image" | "document", file: File, field: string) => {
    const result = await staff.upload(kind, new Uint8Array(await file.arrayBuffer()));
    return { result, field };
  };
  const course = checked.data as CourseInput;
  for (const [kind, file, field] of [
    ["image", image, "image_file"],
    ["document", document, "new_resource_file"],
  ] as const) {
    if (!file) continue;
    const { result } = await uploaded(kind, file, field);
    if (result.kind !== "ok") return refusal(result, context, url, field, values);
    if (kind === "image") course.image = result.data.url;
    else (course.resources.at(-1) as { url: string }).url = result.data.url;
  }
  const saved = await staff.saveCourse(id, course);
  if (saved.kind !== "ok") return refusal(saved, context, url, "form", values);
  currentSession(context).session.flash(
    "notice",
    id ? `“${saved.data.title}” saved.` : `“${saved.data.title}” added to the catalogue.`,
  );
  throw redirect(`/staff/catalogue/courses/${saved.data.id}`);
}

function refusal(
  result: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  context: Readonly<RouterContextProvider>,
  url: URL,
  field: string,
  values: Record<string, string>,
): { status: number; answer: CourseFormAnswer } {
  if (result.kind === "unavailable")
    return { status: 503, answer: { message: STAFF_UNAVAILABLE, fieldErrors: {}, values } };
  if (result.status === 429)
    return {
      status: 429,
      answer: { message: staffTooMany(result.retryAfter), fieldErrors: {}, values },
    };
  if (
    result.status === 400 ||
    result.status === 409 ||
    result.status === 413 ||
    result.status === 404
  ) {
    const messages = fieldMessages(result.data);
    const fieldErrors = messages.file ? { [field]: messages.file } : messages;
    const message = `${messages.file ?? errorSentence(result.data)}${AGAIN}`;
    return { status: result.status, answer: { message, fieldErrors, values } };
  }
  return throwServiceAnswer(result, context, url);
}
