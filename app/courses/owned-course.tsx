import { Link } from "react-router";
import { DOWNLOAD_PREFIX } from "#contract/staff.ts";
import type { Course, OwnedCourse, Purchase } from "#contract/wire.ts";
import { SafeLink } from "~/content/safe-link";
import { webHref } from "~/lib/href";
import { myCoursePath } from "./links";

/** A purchased course's lessons, in order: title, duration and summary. */
export function LessonList({ lessons }: { lessons: NonNullable<OwnedCourse["lessons"]> }) {
  if (lessons.length === 0) {
    return (
      <p className="course-empty">
        The lessons of this course are being prepared. They appear here as soon as they are
        published.
      </p>
    );
  }
  return (
    <ol className="lesson-list">
      {lessons.map((lesson, index) => (
        // Lessons have no id; their place in the course is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
        <li key={index} className="lesson">
          <h3 className="lesson__title">{lesson.title}</h3>
          <p className="lesson__duration">
            <span className="visually-hidden">Duration: </span>
            {lesson.duration}
          </p>
          <p className="lesson__summary">{lesson.summary}</p>
        </li>
      ))}
    </ol>
  );
}

/** The course's resources: a link only when the address is on the web (http(s) or this site). */
export function ResourceList({ resources }: { resources: NonNullable<OwnedCourse["resources"]> }) {
  if (resources.length === 0) {
    return <p className="course-empty">This course has no downloadable resources yet.</p>;
  }
  return (
    <ul className="resource-list">
      {resources.map((resource, index) => {
        const href = webHref(resource.url);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
          <li key={index} className="resource">
            {href?.startsWith(DOWNLOAD_PREFIX) ? (
              // A course document: a file from the server (not a page), saved rather than opened.
              <a href={href} download>
                {resource.title}
              </a>
            ) : (
              <SafeLink href={href} sayWhenOutside>
                {resource.title}
              </SafeLink>
            )}
            {resource.kind ? <span className="resource__kind"> ({resource.kind})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Every course the member bought, the one on screen marked as current. */
export function YourCourses({
  purchases,
  current,
}: {
  purchases: Purchase<Course>[];
  current: number;
}) {
  return (
    <nav className="your-courses" aria-labelledby="your-courses-title">
      <h2 id="your-courses-title" className="your-courses__title">
        Your courses
      </h2>
      <ul className="your-courses__list">
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <Link
              to={myCoursePath(purchase.id)}
              aria-current={purchase.id === current ? "page" : undefined}
            >
              {purchase.service.title}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/pmt-aspirants" className="button button--ghost">
          Browse more courses
        </Link>
      </p>
    </nav>
  );
}
