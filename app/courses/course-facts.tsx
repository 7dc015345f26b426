import type { ReactNode } from "react";
import { formatCoins, formatRupees } from "~/lib/format";

/** Duration, price in rupees and coin price (each when known): the same facts on a card and on a course. */
export function CourseFacts({
  course,
}: {
  course: { duration: string; price: string; coin_price: number | null };
}) {
  return (
    <dl className="course-facts">
      {course.duration && <CourseFact term="Duration">{course.duration}</CourseFact>}
      <CourseFact term="Price">{formatRupees(course.price)}</CourseFact>
      {/* Coin payment is our extension: a backend without it has no coin price. */}
      {course.coin_price !== null && (
        <CourseFact term="Coin price">{formatCoins(course.coin_price)}</CourseFact>
      )}
    </dl>
  );
}

/** One fact of a course's list, its term above its value. */
export function CourseFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
