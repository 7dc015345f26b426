import { data, Form, useNavigation } from "react-router";
import type { CatalogueCourse } from "#contract/staff.ts";
import { CourseFormSchema, lessonsText } from "#contract/staff-forms.ts";
import { idParam } from "~/account/member.server";
import { useContractForm } from "~/forms/use-contract-form";
import { Field, FieldMessages } from "~/shell/form-field";

import { saveCourseForm } from "~/staff/course-form.server";
import { CurrentPicture, FileField, PICTURE_TYPES } from "~/staff/picture-fields";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/course";

/** /staff/catalogue/courses/new and /staff/catalogue/courses/{id}: a course, with its picture and files. */
export async function loader({ context, url, pattern, params }: Route.LoaderArgs) {
  const { staff } = staffRequest(context, url, pattern);
  const id = params.id === undefined ? null : idParam(params.id);
  const [catalogue, course] = await Promise.all([
    staff.catalogue().then((result) => readStaff(result, context, url)),
    id === null
      ? null
      : staff.course(id).then((result) => readStaff(result, context, url, "record")),
  ]);
  return { categories: catalogue.categories, course };
}

export async function action({ context, request, url, pattern, params }: Route.ActionArgs) {
  const id = params.id === undefined ? null : idParam(params.id);
  const { status, reply } = await saveCourseForm(context, request, url, pattern, id);
  return data({ reply }, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.course?.title ?? "New course");

/** The course's two descriptions: the card's short one, then the page's. */
const DESCRIPTIONS = [
  { name: "summary", label: "Summary (on the course card)", rows: 2, maxLength: 500 },
  { name: "description", label: "Description", rows: 5, maxLength: 5000 },
] as const;

/** The course as its form's fields hold it before anything is typed. */
function courseDefaults(course: CatalogueCourse | null) {
  return {
    title: course?.title ?? "",
    category: course ? String(course.category) : "",
    summary: course?.summary ?? "",
    description: course?.description ?? "",
    price: course?.price ?? "",
    coin_price: course ? String(course.coin_price) : "",
    duration: course?.duration ?? "",
    highlights: course?.highlights.join("\n") ?? "",
    lessons: course ? lessonsText(course.lessons) : "",
    new_resource_title: "",
  };
}

export default function CourseConsole({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, course } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const { form, fields, field } = useContractForm({
    id: "course",
    schema: CourseFormSchema,
    lastResult: actionData?.reply,
    defaultValue: courseDefaults(course),
  });
  // The form's own message, or else the first field's, at the top where it is seen first.
  const message = form.errors?.[0] ?? Object.values(form.allErrors).flat()[0];
  const category = fields.category;
  const categoryError = category.errors?.[0];
  const activeTyped = fields.is_active.initialValue;
  return (
    <StaffLayout
      title={course?.title ?? "New course"}
      crumbs={[{ label: "Catalogue", to: "/staff/catalogue" }]}
    >
      <Form
        id={form.id}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        className="staff-form staff-course-form"
      >
        {message && (
          <p className="staff-form__message" role="alert">
            {message}
          </p>
        )}
        <fieldset className="staff-fieldset">
          <legend>The course</legend>
          <Field {...field("title")} label="Title" maxLength={200} />
          <div className="field">
            <label htmlFor={category.id}>Category</label>
            <select
              key={category.key}
              id={category.id}
              name={category.name}
              required
              defaultValue={String(category.initialValue ?? "")}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? `${category.id}-error` : undefined}
            >
              <option value="">Choose…</option>
              {categories.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
            <FieldMessages id={category.id} error={categoryError} />
          </div>
          {DESCRIPTIONS.map(({ name, label, rows, maxLength }) => (
            <Field
              key={name}
              {...field(name)}
              label={label}
              multiline
              rows={rows}
              maxLength={maxLength}
              optional
            />
          ))}
          <Field {...field("price")} label="Price in rupees" inputMode="decimal" />
          <Field {...field("coin_price")} label="Price in coins" inputMode="numeric" />
          <Field
            {...field("duration")}
            label="Duration"
            hint="For example: 6 weeks."
            maxLength={60}
            optional
          />
          <Field
            {...field("highlights")}
            label="Highlights"
            hint="One a line, at most 12."
            multiline
            rows={4}
            optional
          />
          <Field
            {...field("lessons")}
            label="Lessons"
            hint="One a line: title | duration | what it covers."
            multiline
            rows={6}
            optional
          />
          <label className="staff-check">
            <input
              type="checkbox"
              name="is_active"
              defaultChecked={actionData ? activeTyped === "on" : (course?.is_active ?? true)}
            />{" "}
            Shown to members (untick to hide it from the catalogue)
          </label>
        </fieldset>

        <fieldset className="staff-fieldset">
          <legend>Picture</legend>
          <CurrentPicture src={course?.image} title={course?.title ?? ""} height={160} />
          <FileField
            meta={fields.image_file}
            label={course?.image ? "Replace the picture" : "Picture"}
            accept={PICTURE_TYPES}
            hint="JPEG, PNG or WebP, at most 5 MB; it is resized to at most 1600 px."
          />
        </fieldset>

        <fieldset className="staff-fieldset">
          <legend>Files for the course's owners</legend>
          {course && course.resources.length > 0 ? (
            <ul className="staff-module-list">
              {course.resources.map((resource, index) => (
                <li key={resource.url}>
                  <input type="hidden" name="resource_url" value={resource.url} />
                  <div className="field">
                    <label htmlFor={`resource-${index}`}>File title</label>
                    <input
                      id={`resource-${index}`}
                      name="resource_title"
                      defaultValue={resource.title}
                      maxLength={200}
                      required
                    />
                  </div>
                  <a href={resource.url} download>
                    Download
                  </a>
                  <label className="staff-check">
                    <input type="checkbox" name="resource_remove" value={resource.url} /> Remove
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p>No files yet. Members who buy the course download what you add here.</p>
          )}
          {fields.resource_title.errors?.[0] ? (
            <p className="field__error">{fields.resource_title.errors[0]}</p>
          ) : null}
          <Field
            {...field("new_resource_title")}
            label="New file's title"
            maxLength={200}
            optional
          />
          <FileField
            meta={fields.new_resource_file}
            label="New file (PDF)"
            accept="application/pdf"
            hint="A PDF, at most 10 MB; only the course's owners can download it."
          />
        </fieldset>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={sending || undefined}
          onClick={(event) => sending && event.preventDefault()}
        >
          {sending ? "Saving…" : course ? "Save the course" : "Add the course"}
        </button>
      </Form>
    </StaffLayout>
  );
}
