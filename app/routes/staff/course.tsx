import { data, Form, useNavigation } from "react-router";
import { idParam } from "~/account/member.server";
import { lessonsText } from "~/staff/course-fields";
import { saveCourseForm } from "~/staff/course-form.server";
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
  const { status, answer } = await saveCourseForm(context, request, url, pattern, id);
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.course?.title ?? "New course");

export default function CourseConsole({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, course } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => actionData?.values[name] ?? fallback;
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`course-${name}`}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`course-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {input}
      {errors[name] ? (
        <p className="field__error" id={`course-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (name: string, hint = false) =>
    [hint ? `course-${name}-hint` : "", errors[name] ? `course-${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <StaffLayout
      title={course?.title ?? "New course"}
      crumbs={[{ label: "Catalogue", to: "/staff/catalogue" }]}
    >
      <Form method="post" encType="multipart/form-data" className="staff-form staff-course-form">
        {actionData && (
          <p className="staff-form__message" role="alert">
            {actionData.message}
          </p>
        )}
        <fieldset className="staff-fieldset">
          <legend>The course</legend>
          {field(
            "title",
            "Title",
            <input
              id="course-title"
              name="title"
              required
              minLength={3}
              maxLength={200}
              defaultValue={value("title", course?.title ?? "")}
              aria-invalid={invalid("title")}
              aria-describedby={describedBy("title")}
            />,
          )}
          {field(
            "category",
            "Category",
            <select
              id="course-category"
              name="category"
              required
              defaultValue={value("category", String(course?.category ?? ""))}
              aria-invalid={invalid("category")}
              aria-describedby={describedBy("category")}
            >
              <option value="">Choose…</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            "summary",
            "Summary (on the course card)",
            <textarea
              id="course-summary"
              name="summary"
              rows={2}
              maxLength={500}
              defaultValue={value("summary", course?.summary ?? "")}
              aria-invalid={invalid("summary")}
              aria-describedby={describedBy("summary")}
            />,
          )}
          {field(
            "description",
            "Description",
            <textarea
              id="course-description"
              name="description"
              rows={5}
              maxLength={5000}
              defaultValue={value("description", course?.description ?? "")}
              aria-invalid={invalid("description")}
              aria-describedby={describedBy("description")}
            />,
          )}
          {field(
            "price",
            "Price in rupees",
            <input
              id="course-price"
              name="price"
              required
              inputMode="decimal"
              pattern="[0-9]{1,8}(\.[0-9]{1,2})?"
              defaultValue={value("price", course?.price ?? "")}
              aria-invalid={invalid("price")}
              aria-describedby={describedBy("price")}
            />,
          )}
          {field(
            "coin_price",
            "Price in coins",
            <input
              id="course-coin_price"
              name="coin_price"
              required
              inputMode="numeric"
              pattern="[0-9]{1,7}"
              defaultValue={value("coin_price", String(course?.coin_price ?? ""))}
              aria-invalid={invalid("coin_price")}
              aria-describedby={describedBy("coin_price")}
            />,
          )}
          {field(
            "duration",
            "Duration",
            <input
              id="course-duration"
              name="duration"
              maxLength={60}
              defaultValue={value("duration", course?.duration ?? "")}
              aria-invalid={invalid("duration")}
              aria-describedby={describedBy("duration", true)}
            />,
            "For example: 6 weeks.",
          )}
          {field(
            "highlights",
            "Highlights",
            <textarea
              id="course-highlights"
              name="highlights"
              rows={4}
              defaultValue={value("highlights", course?.highlights.join("\n") ?? "")}
              aria-invalid={invalid("highlights")}
              aria-describedby={describedBy("highlights", true)}
            />,
            "One a line, at most 12.",
          )}
          {field(
            "lessons",
            "Lessons",
            <textarea
              id="course-lessons"
              name="lessons"
              rows={6}
              defaultValue={value("lessons", course ? lessonsText(course.lessons) : "")}
              aria-invalid={invalid("lessons")}
              aria-describedby={describedBy("lessons", true)}
            />,
            "One a line: title | duration | what it covers.",
          )}
          <label className="staff-check">
            <input
              type="checkbox"
              name="is_active"
              defaultChecked={
                actionData ? actionData.values.is_active === "on" : (course?.is_active ?? true)
              }
            />{" "}
            Shown to members (untick to hide it from the catalogue)
          </label>
        </fieldset>

        <fieldset className="staff-fieldset">
          <legend>Picture</legend>
          <input type="hidden" name="image" value={course?.image ?? ""} />
          {course?.image ? (
            <img
              src={course.image}
              alt={`${course.title}, as shown now`}
              className="staff-course-image"
              width={256}
              height={160}
            />
          ) : null}
          {field(
            "image_file",
            course?.image ? "Replace the picture" : "Picture",
            <input
              id="course-image_file"
              name="image_file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={invalid("image_file")}
              aria-describedby={describedBy("image_file", true)}
            />,
            "JPEG, PNG or WebP, at most 5 MB; it is resized to at most 1600 px.",
          )}
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
          {field(
            "new_resource_title",
            "New file's title",
            <input
              id="course-new_resource_title"
              name="new_resource_title"
              maxLength={200}
              defaultValue={value("new_resource_title", "")}
              aria-invalid={invalid("new_resource_title")}
              aria-describedby={describedBy("new_resource_title")}
            />,
          )}
          {field(
            "new_resource_file",
            "New file (PDF)",
            <input
              id="course-new_resource_file"
              name="new_resource_file"
              type="file"
              accept="application/pdf"
              aria-invalid={invalid("new_resource_file")}
              aria-describedby={describedBy("new_resource_file", true)}
            />,
            "A PDF, at most 10 MB; only the course's owners can download it.",
          )}
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
