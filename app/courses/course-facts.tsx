import { formatCoins, formatRupees } from "./format";

/** Duration, price in rupees and coin price: the same three facts on a card and on a course. */
export function CourseFacts({
  course,
}: {
  course: { duration: string; price: string; coin_price: number };
}) {
  return (
    <dl className="course-facts">
      <div>
        <dt>Duration</dt>
        <dd>{course.duration}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatRupees(course.price)}</dd>
      </div>
      <div>
        <dt>Coin price</dt>
        <dd>{formatCoins(course.coin_price)}</dd>
      </div>
    </dl>
  );
}
