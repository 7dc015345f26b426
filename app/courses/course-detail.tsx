import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { webHref } from "~/lib/href";
import type { CourseView } from "./catalogue-view";
import { CourseFacts } from "./course-facts";
import type { EnrolAnswer } from "./enrol-fields";
import { EnrolForm } from "./enrol-form";
import { PENDING_NEXT_STEPS } from "./enrol-messages";
import { courseListPath, coursePath, myCoursePath } from "./links";
import { StandingBadge } from "./standing-badge";

/** The way back to the list the member came from. */
function backLabel(from: CourseView["from"]): string {
  return from ? `Back to ${from.name} courses` : "Back to all courses";
}

/**
 * One course (?course=<id>): what it is, what it costs in rupees and in coins, what comes with it,
 * and the way in: Enrol, or the course itself when it is owned, or what happens next when an order
 * is pending.
 */
export function CourseDetail({ view, answer }: { view: CourseView; answer?: EnrolAnswer }) {
  const { course, standing, from, balance } = view;
  const image = webHref(course.image);
  return (
    <div className="container section course-detail">
      <p className="course-detail__back">
        <Link to={courseListPath(from?.id)}>
          <span aria-hidden="true">← </span>
          {backLabel(from)}
        </Link>
      </p>
      <div className="course-detail__layout">
        <div className="course-detail__main">
          {image ? (
            <img
              className="course-detail__image"
              src={image}
              alt=""
              width={600}
              height={320}
              decoding="async"
            />
          ) : null}
          <p className="course-card__category">{course.category_name}</p>
          <StandingBadge standing={standing} />
          <p className="lead">{course.summary}</p>
          <p>{course.description}</p>
          {/* Highlights are our extension: without them the section is left out. */}
          {course.highlights.length > 0 && (
            <>
              <h2 className="course-detail__heading">What you get</h2>
              <ul className="course-highlights">
                {course.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="course-detail__side" aria-labelledby="enrol-title">
          <h2 id="enrol-title" className="course-detail__heading">
            {standing.kind === "open" ? "Enrol" : "Your enrolment"}
          </h2>
          <CourseFacts course={course} />
          {standing.kind === "owned" ? (
            <div className="enrol-state">
              <p>You own this course: its lessons and resources are open to you.</p>
              <Link className="button button--primary" to={myCoursePath(standing.purchaseId)}>
                Open your course
              </Link>
            </div>
          ) : standing.kind === "pending" ? (
            <div className="enrol-state">
              <p>
                Your order #{standing.orderId}, placed on {formatDate(standing.placedAt)}, is
                waiting for payment. {PENDING_NEXT_STEPS}
              </p>
              <Link className="button button--ghost" to="/my-orders">
                See My Orders
              </Link>
            </div>
          ) : (
            <EnrolForm
              course={course}
              balance={balance}
              action={coursePath(course.id, from?.id)}
              answer={answer}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
