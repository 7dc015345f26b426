import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { ContentImage } from "~/content/content-image";
import type { EditMark } from "~/content/edit-marks";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { Figures } from "./content-lists";

/**
 * The parts the content pages are built from: a picture beside its words, a band of figures, a grid
 * of cards under a heading, a wall of testimonials.
 */

type Figure = ComponentProps<typeof ContentImage>["image"];

/**
 * A picture beside its words. As an item of a list (`item`) it is an article named by its heading;
 * on its own it is the page's opening row, its picture loaded first.
 */
export function FeatureRow({
  image,
  aspect,
  priority = false,
  item,
  children,
}: {
  image: Figure;
  aspect: number;
  priority?: boolean;
  item?: { id?: string; labelledBy: string };
  children: ReactNode;
}) {
  const picture = (
    <ContentImage
      image={image}
      aspect={aspect}
      sizes="(min-width: 900px) 45vw, 100vw"
      priority={priority}
      className="feature-row__image"
    />
  );
  const body = <div className="feature-row__body">{children}</div>;
  if (!item) {
    return (
      <div className="container feature-row">
        {picture}
        {body}
      </div>
    );
  }
  return (
    <article id={item.id} className="feature-row" aria-labelledby={item.labelledBy} data-reveal="">
      {picture}
      {body}
    </article>
  );
}

/** A tinted band of figures ("12,000+ learners guided"), its heading for screen readers only. */
export function FiguresSection({
  id,
  stats,
  heading,
  mark,
}: ComponentProps<typeof Figures> & { id: string; heading?: string | null; mark?: EditMark }) {
  const t = useT();
  if (!stats.length) return null;
  return (
    <section className="section section--tint" aria-labelledby={id} {...mark}>
      <div className="container">
        <h2 id={id} className="visually-hidden">
          {heading || t("figures.heading")}
        </h2>
        <Figures stats={stats} />
      </div>
    </section>
  );
}

/** A heading, a list of cards, and a link to all of them. */
export function CardSection<T extends { _id: string }>({
  id,
  heading,
  items,
  card,
  more,
  tint = false,
  grid = "card-grid",
  reveal = false,
  mark,
}: {
  id: string;
  heading: ReactNode;
  items: readonly T[];
  card: (item: T) => ReactNode;
  more: { to: string; label: string };
  tint?: boolean;
  grid?: string;
  /** The heading fades in as it scrolls into view. */
  reveal?: boolean;
  /** Click-to-edit in preview: the block the section draws. */
  mark?: EditMark;
}) {
  const localHref = useLocalHref();
  if (!items.length) return null;
  return (
    <section className={tint ? "section section--tint" : "section"} aria-labelledby={id} {...mark}>
      <div className="container">
        <div className="section__intro" data-reveal={reveal ? "" : undefined}>
          <h2 id={id}>{heading}</h2>
        </div>
        <ul className={grid}>
          {items.map((item) => (
            <li key={item._id}>{card(item)}</li>
          ))}
        </ul>
        <p className="section__more">
          <Link to={localHref(more.to)}>{more.label}</Link>
        </p>
      </div>
    </section>
  );
}

/** Testimonials as a grid of quotes. */
export function TestimonialGrid({
  testimonials,
}: {
  testimonials: readonly ComponentProps<typeof TestimonialCard>["testimonial"][];
}) {
  return (
    <ul className="testimonial-grid">
      {testimonials.map((testimonial) => (
        <li key={testimonial._id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
