import { Link } from "react-router";
import type { MyCourses } from "./my-courses.server";

/**
 * The member's courses, one card each: picture, title (the link to the course when they may open
 * it), when it was bought; without pro_pmt, beside each course, why it does not open and where to
 * ask.
 */
export function MyCoursesList({
  rows,
  askAccess,
  labelledBy,
}: Pick<MyCourses, "rows" | "askAccess"> & { labelledBy: string }) {
  return (
    <ul className="my-courses" aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const titleId = `${row.key}-title`;
        return (
          <li key={row.key}>
            <article className="my-courses__item" aria-labelledby={titleId}>
              {row.image ? (
                <img
                  className="my-courses__image"
                  src={row.image}
                  alt=""
                  width={600}
                  height={320}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="my-courses__body">
                <h3 id={titleId} className="my-courses__title">
                  {row.path ? <Link to={row.path}>{row.title}</Link> : row.title}
                </h3>
                {row.bought ? (
                  <p className="my-courses__bought">
                    Bought on <time dateTime={row.boughtIso}>{row.bought}</time>
                  </p>
                ) : null}
                {row.path === null && askAccess ? (
                  <p className="my-courses__locked">
                    Opening your courses needs access to {askAccess.module}, which your account does
                    not have at the moment.{" "}
                    <Link to={askAccess.path}>
                      Ask for access <span className="visually-hidden">to {askAccess.module}</span>
                    </Link>
                  </p>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
