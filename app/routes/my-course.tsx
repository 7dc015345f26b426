import { Link } from "react-router";
import { idParam, memberRequest } from "~/account/member.server";
import { CourseFact } from "~/courses/course-facts";
import { COURSES_PATH } from "~/courses/links";
import { LessonList, ResourceList, YourCourses } from "~/courses/owned-course";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readOrThrow } from "~/service-api/answers.server";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/my-course";

/**
 * /my-courses/{id} (pro_pmt): a course the member bought (the id is the purchase's), with its
 * lessons and resources, and the list of all their courses. Someone else's purchase, or an id that
 * does not exist, is the 404 page.
 */
export async function loader({ context, url, pattern, params }: Route.LoaderArgs) {
  const member = memberRequest(context, url, pattern);
  const id = idParam(params.id);
  const [purchase, purchases] = await Promise.all([
    member.api.myCourse(member.access, id),
    member.api.myCourses(member.access),
  ]);
  return {
    purchase: readOrThrow(purchase, context, url),
    purchases: readOrThrow(purchases, context, url),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.purchase.service.title ?? "My Course");

export default function MyCourse({ loaderData }: Route.ComponentProps) {
  const { purchase, purchases } = loaderData;
  const course = purchase.service;
  return (
    <>
      <PageHeader
        title={course.title}
        crumbs={[homeCrumb, { label: "PMT Aspirants", to: COURSES_PATH }, { label: course.title }]}
      />
      <div className="container section my-course">
        <div className="my-course__main">
          <dl className="course-facts course-facts--wide">
            <CourseFact term="Category">{course.category_name}</CourseFact>
            <CourseFact term="Purchased">{formatDate(purchase.purchased_at)}</CourseFact>
            {course.duration && <CourseFact term="Duration">{course.duration}</CourseFact>}
          </dl>
          <p className="lead">{course.summary}</p>
          {/* Lessons and resources are our extension: a backend without them, no section. */}
          {course.lessons && (
            <section aria-labelledby="lessons-title" className="my-course__section">
              <h2 id="lessons-title">Lessons</h2>
              <LessonList lessons={course.lessons} />
            </section>
          )}
          {course.resources && (
            <section aria-labelledby="resources-title" className="my-course__section">
              <h2 id="resources-title">Resources</h2>
              <ResourceList resources={course.resources} />
            </section>
          )}
          <p>
            Questions about this course? <Link to="/contact">Contact us</Link>.
          </p>
        </div>
        <YourCourses purchases={purchases} current={purchase.id} />
      </div>
    </>
  );
}
