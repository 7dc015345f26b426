import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ContentFigure, ContentImage } from "~/content/content-image";
import type { EditMark } from "~/content/edit-marks";
import { LanguageAround, LanguageNotice, useOtherLanguage } from "~/i18n/other-language";
import { useLanguage } from "~/i18n/use-translation";

/** The grid's three, two or one columns. */
const CARD_SIZES = "(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw";

/**
 * The card__link makes the whole card take the click. A document in another language than the
 * page's (no translation yet) is marked as such.
 */
export function MediaCard({
  image,
  aspect,
  title,
  href,
  kicker,
  children,
  titleMark,
  language,
}: {
  image: ContentFigure | null | undefined;
  aspect: number;
  title: ReactNode;
  href: string;
  kicker?: ReactNode;
  children: ReactNode;
  titleMark?: EditMark;
  /** The document's language. */
  language?: string | null;
}) {
  const other = useOtherLanguage(language);
  const page = useLanguage();
  return (
    <article className="card card--media" data-reveal="" lang={other}>
      <ContentImage image={image} aspect={aspect} sizes={CARD_SIZES} className="card__image" />
      {other ? <LanguageNotice language={other} /> : null}
      {/* The kicker is the page's own words (a category's name). */}
      {other && kicker ? <div lang={page}>{kicker}</div> : kicker}
      <LanguageAround language={other}>
        <h3 className="card__title" {...titleMark}>
          <Link to={href} className="card__link" hrefLang={other}>
            {title}
          </Link>
        </h3>
        {children}
      </LanguageAround>
    </article>
  );
}
