import type { CourseStanding } from "./standing";

/** "Owned" or "Order pending" on a course; nothing for a course the member can still enrol in. */
export function StandingBadge({ standing }: { standing: CourseStanding }) {
  if (standing.kind === "owned") {
    return <p className="course-badge course-badge--owned">Owned</p>;
  }
  if (standing.kind === "pending") {
    return <p className="course-badge course-badge--pending">Order pending</p>;
  }
  return null;
}
