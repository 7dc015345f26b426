import { formatCoins, formatRupees } from "./format";

/** Duration, price in rupees and coin price (each when known): the same facts on a card and on a course. */
export function CourseFacts({
  course,
}: {
  course: { duration: string; price: string; coin_price: number | null };
}) {
  return (
    <dl className="course-facts">
      {course.duration && (
        <div>
          <dt>Duration</dt>
          <dd>{course.duration}</dd>
        </div>
      )}
      <div>
        <dt>Price</dt>
        <dd>{formatRupees(course.price)}</dd>
      </div>
      {/* Coin payment is our extension: a backend without it has no coin price. */}
      {course.coin_price !== null && (
        <div>
          <dt>Coin price</dt>
          <dd>{formatCoins(course.coin_price)}</dd>
        </div>
      )}
    </dl>
  );
}
