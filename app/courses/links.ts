/**
 * The addresses of the course pages. The catalogue keeps its category filter in the URL
 * (?category=) and a course view is the catalogue's ?course=, so every view can be bookmarked,
 * shared and opened without JavaScript.
 */

export const COURSES_PATH = "/pmt-aspirants";

/** The catalogue, filtered by a category when one is given. */
export function courseListPath(category?: number | null): string {
  return category ? `${COURSES_PATH}?category=${category}` : COURSES_PATH;
}

/** A course's own view; the category comes along so "back" returns to the same list. */
export function coursePath(course: number, category?: number | null): string {
  const query = new URLSearchParams({ course: String(course) });
  if (category) query.set("category", String(category));
  return `${COURSES_PATH}?${query}`;
}

/** A course the member bought: its purchase id, not the course's id. */
export function myCoursePath(purchase: number): string {
  return `/my-courses/${purchase}`;
}
