import { data, Link } from "react-router";
import { CategoryFormSchema } from "#contract/staff-forms.ts";
import { formatCount, formatRupees } from "~/lib/format";
import { Field } from "~/shell/form-field";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { type StaffFieldProps, StaffForm } from "~/staff/staff-form";
import { EmptyState, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import { type StaffColumn, StaffTable } from "~/staff/staff-table";
import type { Route } from "./+types/catalogue";

/** /staff/catalogue: the PMT categories (add, rename, order) and courses (add, edit, hide). */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const catalogue = readStaff(await staff.catalogue(), context, url);
  return { title: entry.title, catalogue };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(context, request, url, pattern, {
    "category-new": formIntent(CategoryFormSchema, {
      creates: true,
      send: (staff, _id, body) => staff.saveCategory(null, body),
      done: ({ name }) => `Category “${name}” added.`,
    }),
    category: formIntent(CategoryFormSchema, {
      send: (staff, id, body) => staff.saveCategory(id, body),
      done: ({ name }) => `Category “${name}” saved.`,
    }),
  });
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Catalogue");

function CategoryFields({
  field,
  adding,
}: {
  field: StaffFieldProps<typeof CategoryFormSchema>;
  adding: boolean;
}) {
  return (
    <>
      <Field {...field("name")} label={adding ? "New category" : "Name"} maxLength={120} />
      <Field
        {...field("position")}
        label="Order"
        inputMode="numeric"
        className="staff-field--short"
      />
    </>
  );
}

type Course = Route.ComponentProps["loaderData"]["catalogue"]["courses"][number];

const COURSE_COLUMNS: readonly StaffColumn<Course>[] = [
  {
    label: "Course",
    cell: (course) => <Link to={`/staff/catalogue/courses/${course.id}`}>{course.title}</Link>,
  },
  { label: "Category", cell: (course) => course.category_name },
  { label: "Price", cell: (course) => formatRupees(course.price) },
  { label: "Coins", cell: (course) => formatCount(course.coin_price) },
  { label: "Shown", cell: (course) => (course.is_active ? "Yes" : "Hidden") },
];

export default function CatalogueConsole({ loaderData }: Route.ComponentProps) {
  const { title, catalogue } = loaderData;
  const nextPosition = Math.max(0, ...catalogue.categories.map((c) => c.position)) + 1;
  return (
    <StaffLayout title={title}>
      <section aria-labelledby="courses-title" className="staff-section">
        <div className="staff-section__head">
          <h2 id="courses-title" className="account-page__heading">
            Courses
          </h2>
          <p className="staff-section__links">
            <Link to="/staff/catalogue/courses/new" className="button button--primary">
              Add a course
            </Link>{" "}
            <Link to="/staff/catalogue/sliders" className="button button--ghost">
              Home and PMT sliders
            </Link>
          </p>
        </div>
        {catalogue.courses.length === 0 ? (
          <EmptyState title="No courses yet">
            Add the first course: a title, a category, its price and its lessons.
          </EmptyState>
        ) : (
          <StaffTable
            caption={`Courses by title (${catalogue.courses.length})`}
            rows={catalogue.courses}
            rowKey={(course) => course.id}
            columns={COURSE_COLUMNS}
          />
        )}
      </section>

      <section aria-labelledby="categories-title" className="staff-section">
        <h2 id="categories-title" className="account-page__heading">
          Categories
        </h2>
        <p className="staff-lead">
          Members filter the courses by these, in this order (the lowest number first).
        </p>
        <ul className="staff-list">
          {catalogue.categories.map((category) => (
            <li key={category.id} className="account-card staff-item">
              <StaffForm
                intent="category"
                id={category.id}
                schema={CategoryFormSchema}
                defaultValue={{ name: category.name, position: String(category.position) }}
                submit={`Save ${category.name}`}
                className="staff-form staff-form--row"
              >
                {(field) => (
                  <>
                    <CategoryFields field={field} adding={false} />
                    <p className="staff-form__note">
                      {category.courses} {category.courses === 1 ? "course" : "courses"}
                    </p>
                  </>
                )}
              </StaffForm>
            </li>
          ))}
          <li className="account-card staff-item">
            <StaffForm
              intent="category-new"
              id={0}
              schema={CategoryFormSchema}
              defaultValue={{ name: "", position: String(nextPosition) }}
              submit="Add category"
              className="staff-form staff-form--row"
            >
              {(field) => <CategoryFields field={field} adding />}
            </StaffForm>
          </li>
        </ul>
      </section>
    </StaffLayout>
  );
}
