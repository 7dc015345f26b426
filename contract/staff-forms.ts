import { z } from "zod";
import {
  ActiveSchema,
  AnswerSchema,
  CategorySchema,
  CoinsSchema,
  type CourseInput,
  CourseSchema,
  DOWNLOAD_PREFIX,
  MEDIA_PREFIX,
  ModuleSchema,
  ReviewSchema,
  RoleSchema,
  SlideSchema,
  SlideWordsSchema,
} from "./staff.ts";

// Forms piped into the staff call's schema: a form says what the service would (decision 0037).

z.config({ jitless: true });

/** A missing field reads as empty: the call's schema says what is wrong. */
const typed = z
  .string("Send this field once, as text.")
  .optional()
  .transform((value) => value ?? "");

/** A whole number as typed ("50", "-20", "+5"), or NaN so the call's schema gives its words. */
const wholeNumber = (signed: boolean) =>
  typed.transform((value) => {
    const text = value.trim();
    return (signed ? /^[+-]?\d{1,9}$/ : /^\d{1,9}$/).test(text) ? Number(text) : Number.NaN;
  });

const flag = typed.transform((value) => value === "true");

const ticked = typed.transform((value) => value === "on");

const ticks = z
  .union([z.string(), z.array(z.string())], "Send the choices as text.")
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** An empty file input posts an empty file: that is no file. */
const chosenFile = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof File !== "undefined" && value instanceof File && value.size > 0 ? value : null,
  );

/** Where a file being uploaded will be, so the rest of the form is checked before the upload. */
const PENDING_PICTURE = `${MEDIA_PREFIX}pending.webp`;

/** `expected`: the balance the console's question stated, if it asked. */
export const CoinsFormSchema = z
  .object({
    change: wholeNumber(true),
    reason: typed,
    expected: typed
      .transform((value) =>
        value === "" ? undefined : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN,
      )
      .optional(),
  })
  .pipe(CoinsSchema);

export const ModuleFormSchema = z.object({ module: typed, granted: flag }).pipe(ModuleSchema);

export const ActiveFormSchema = z.object({ active: flag }).pipe(ActiveSchema);

export const RoleFormSchema = z.object({ role: typed }).pipe(RoleSchema);

export const GrantFormSchema = z.object({ grant: ticks }).pipe(ReviewSchema.options[0]);

export const DeclineFormSchema = z.object({}).transform(() => ({ decline: true as const }));

/** No reply only marks the enquiry answered. */
export const AnswerFormSchema = z
  .object({ reply: typed })
  .transform(({ reply }) => (reply.trim() === "" ? {} : { reply }))
  .pipe(AnswerSchema);

export const CategoryFormSchema = z
  .object({ name: typed, position: wholeNumber(false) })
  .pipe(CategorySchema);

/** A new picture is a placeholder until the rest passes; the action then uploads it. */
export const SlideFormSchema = z
  .object({
    title: typed,
    subtitle: typed,
    image: typed,
    image_file: chosenFile,
    link: typed,
    position: wholeNumber(false),
    active: ticked,
    // Checked here, so a message is under the field that was typed in.
    title_hi: typed.pipe(SlideWordsSchema.shape.title),
    subtitle_hi: typed.pipe(SlideWordsSchema.shape.subtitle),
  })
  .transform(
    ({ image_file, image, title_hi, subtitle_hi, ...slide }): z.input<typeof SlideSchema> => ({
      ...slide,
      image: image_file ? PENDING_PICTURE : image,
      translations: { hi: { title: title_hi, subtitle: subtitle_hi } },
    }),
  )
  .pipe(SlideSchema);

/** The course form's lessons box: "Title | 45 min | what it covers", one lesson a line. */
export function lessonsOf(lines: string): CourseInput["lessons"] {
  return lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [title = "", duration = "", ...summary] = line.split("|").map((part) => part.trim());
      return { title, duration, summary: summary.join(" | ") };
    });
}

export const lessonsText = (lessons: CourseInput["lessons"]) =>
  lessons.map((lesson) => [lesson.title, lesson.duration, lesson.summary].join(" | ")).join("\n");

const PENDING_DOCUMENT = `${DOWNLOAD_PREFIX}pending.pdf`;

const CoursePosted = z.object({
  title: typed,
  category: wholeNumber(false),
  summary: typed,
  description: typed,
  price: typed,
  coin_price: wholeNumber(false),
  duration: typed,
  highlights: typed,
  lessons: typed,
  resource_url: ticks,
  resource_title: ticks,
  resource_remove: ticks,
  image: typed,
  image_file: chosenFile,
  new_resource_title: typed,
  new_resource_file: chosenFile,
  is_active: ticked,
});
type CoursePosted = z.output<typeof CoursePosted>;

function courseOf(form: CoursePosted): Record<string, unknown> {
  const removed = new Set(form.resource_remove);
  const newTitle = form.new_resource_title.trim();
  return {
    title: form.title,
    category: form.category,
    summary: form.summary,
    description: form.description,
    price: form.price.trim(),
    coin_price: form.coin_price,
    duration: form.duration,
    highlights: form.highlights
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    lessons: lessonsOf(form.lessons),
    resources: [
      ...form.resource_url
        .map((url, index) => ({ title: form.resource_title[index] ?? "", kind: "PDF notes", url }))
        .filter((resource) => !removed.has(resource.url)),
      ...(form.new_resource_file
        ? [{ title: newTitle, kind: "PDF notes", url: PENDING_DOCUMENT }]
        : []),
    ],
    image: form.image_file ? PENDING_PICTURE : form.image,
    is_active: form.is_active,
  };
}

export const COURSE_FIELD_OF: Readonly<Record<string, string>> = {
  resources: "resource_title",
  image: "image_file",
};

/** Every message at once, beside its field; chosen files are placeholders until all has passed. */
export const CourseFormSchema = CoursePosted.transform((form, context): CourseInput => {
  const refuse = (field: string, message: string) =>
    context.addIssue({ code: "custom", path: [field], message });
  const noPicture = !form.image_file && form.image === "";
  const checked = CourseSchema.safeParse(courseOf(form));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? "");
    // No picture at all has words of its own, below.
    if (!(noPicture && field === "image")) refuse(COURSE_FIELD_OF[field] ?? field, issue.message);
  }
  const newTitle = form.new_resource_title.trim();
  if (form.new_resource_file && newTitle.length < 2)
    refuse("new_resource_title", "Give the file a title people will read.");
  if (!form.new_resource_file && newTitle !== "")
    refuse("new_resource_file", "Choose the PDF file to add, or clear its title.");
  if (noPicture) refuse("image_file", "Choose a picture for the course.");
  // Any issue above makes the whole parse fail, so this value is only used when the course passed.
  return checked.success ? checked.data : (z.NEVER as never);
});
