import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ContentFigure, ContentImage } from "~/content/content-image";
import type { EditMark } from "~/content/edit-marks";

/** The grid's three, two or one columns. */
const CARD_SIZES = "(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw";

/** The card__link makes the whole card take the click. */
export function MediaCard({
  image,
  aspect,
  title,
  href,
  kicker,
  children,
  titleMark,
}: {
  image: ContentFigure | null | undefined;
  aspect: number;
  title: ReactNode;
  href: string;
  kicker?: ReactNode;
  children: ReactNode;
  titleMark?: EditMark;
}) {
  return (
    <article className="card card--media" data-reveal="">
      <ContentImage image={image} aspect={aspect} sizes={CARD_SIZES} className="card__image" />
      {kicker}
      <h3 className="card__title" {...titleMark}>
        <Link to={href} className="card__link">
          {title}
        </Link>
      </h3>
      {children}
    </article>
  );
}
