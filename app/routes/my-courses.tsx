import { Link } from "react-router";
import { loadMyCourses } from "~/account/my-courses.server";
import { MyCoursesList } from "~/account/my-courses-list";
import { pageMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/my-courses";

/** The empty state's words (the spec's "purchased courses", none yet). */
export const NO_COURSES = "You have not bought a course yet";

/** /my-courses: the courses the member bought, each opening at /my-courses/{id}. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  return loadMyCourses(context, url, pattern);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? "My Courses", "The courses you bought, ready to open.");

export default function MyCoursesPage({ loaderData }: Route.ComponentProps) {
  const { title, rows, askAccess, browse } = loaderData;
  return (
    <>
      <PageHeader title={title} crumbs={[homeCrumb, { label: title }]} />
      <div className="container section account-page">
        <section aria-labelledby="courses-title">
          <h2 id="courses-title" className="account-page__heading">
            Your courses
          </h2>
          {rows.length > 0 ? (
            <MyCoursesList rows={rows} askAccess={askAccess} labelledBy="courses-title" />
          ) : (
            <div className="account-empty">
              <h3>{NO_COURSES}</h3>
              <p>When you buy a course, it appears here, ready to open.</p>
              {askAccess ? (
                <p>
                  The courses are for members with access to {askAccess.module}.{" "}
                  <Link to={askAccess.path}>
                    Ask for access <span className="visually-hidden">to {askAccess.module}</span>
                  </Link>
                </p>
              ) : null}
              <Link to={browse.path} className="button button--primary">
                {browse.label}
              </Link>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
