import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ContentFigure, ContentImage } from "~/content/content-image";
import type { EditMark } from "~/content/edit-marks";

/** How wide a card's picture is at each viewport width: the grid's three, two or one columns. */
const CARD_SIZES = "(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw";

/**
 * A card of a grid of pages (services, work): its picture when it has one, then its title as the
 * link that opens the page (the card__link makes the whole card take the click), and what the card
 * says about it.
 */
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
  /** Width / height the picture is cropped to. */
  aspect: number;
  title: ReactNode;
  href: string;
  /** A line above the title (the work's category). */
  kicker?: ReactNode;
  /** What follows the title. */
  children: ReactNode;
  /** The title's click-to-edit mark in preview. */
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
