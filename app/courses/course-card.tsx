import { Link } from "react-router";
import { webHref } from "~/lib/href";
import type { CourseListing } from "./catalogue-view";
import { CourseFacts } from "./course-facts";
import { coursePath, myCoursePath } from "./links";
import { StandingBadge } from "./standing-badge";

/**
 * A course in the catalogue. The title is the card's one link (the whole card is its target): to
 * the course view, or, for a course the member owns, straight to the course itself under
 * /my-courses/.
 */
export function CourseCard({
  listing,
  category,
  eager = false,
}: {
  listing: CourseListing;
  /** The catalogue's category filter, kept for the way back from the course. */
  category: number | null;
  eager?: boolean;
}) {
  const { course, standing } = listing;
  const href =
    standing.kind === "owned" ? myCoursePath(standing.purchaseId) : coursePath(course.id, category);
  const image = webHref(course.image);
  const titleId = `course-${course.id}-title`;
  return (
    <article className="course-card" aria-labelledby={titleId}>
      {image ? (
        <img
          className="course-card__image"
          src={image}
          alt=""
          width={600}
          height={320}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <div className="course-card__body">
        <p className="course-card__category">{course.category_name}</p>
        <h3 className="course-card__title" id={titleId}>
          <Link className="course-card__link" to={href}>
            {course.title}
          </Link>
        </h3>
        <StandingBadge standing={standing} />
        <p className="course-card__summary">{course.summary}</p>
        <CourseFacts course={course} />
      </div>
    </article>
  );
}
