import { lazy, type ReactNode, Suspense } from "react";
import { ContentImage } from "~/content/content-image";
import type { EditMark } from "~/content/edit-marks";
import { SafeLink } from "~/content/safe-link";
import { FiguresSection } from "~/content-ui/page-sections";
import { HeroSlider } from "~/home/hero-slider";
import type { BlockOf, ContentBlock } from "./block-types";
import { usePageBuilderData } from "./page-builder-data";

// Rich text's renderer loads in the browser only on a page that shows some: every page builder
// imports this file, the home page among them, whose first load stays as it was. The server has it
// before its first render (a lazy part would stream hidden there until a script showed it, and
// without scripts never); the browser's build drops that branch and hydrates the text when its
// chunk arrives. (The enquiry form, which must hydrate with its page, comes from the page's route.)
const RichText =
  (import.meta.env.SSR ? (await import("~/content/portable-text")).RichText : undefined) ??
  lazy(() => import("~/content/portable-text").then((module) => ({ default: module.RichText })));

/**
 * The page builder's blocks of words and pictures, one component each (the lists of content are in
 * list-blocks.tsx; the map from `_type` to component in block-components.ts). Each component
 * spreads `mark` (click-to-edit in preview) on its outermost element, and names its section by
 * `id`.
 */

export interface BlockProps<T extends ContentBlock["_type"]> {
  block: BlockOf<T>;
  /** A unique id for the block's heading (aria-labelledby), made from its key. */
  id: string;
  /** The page's main heading: the first hero of a page that has no title of its own. */
  main: boolean;
  mark: EditMark;
  /** Its place on the page, from 0. */
  index: number;
}

/** A heading that is the page's h1 when the block opens the page, an h2 otherwise. */
export function BlockHeading({
  main,
  id,
  className,
  children,
}: {
  main: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = main ? "h1" : "h2";
  return (
    <Heading id={id} className={className}>
      {children}
    </Heading>
  );
}

export function Hero({ block, main, mark }: BlockProps<"hero">) {
  const variant = block.variant === "compact" || block.variant === "split" ? block.variant : "full";
  const [first, second] = block.links ?? [];
  return (
    <section className={`hero hero--${variant}`} {...mark}>
      <div className="container hero__inner">
        <div className="hero__text">
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading main={main} className="hero__title">
            {block.heading}
          </BlockHeading>
          {block.text ? <p className="hero__lead">{block.text}</p> : null}
          {first || second ? (
            <div className="hero__actions">
              <SafeLink href={first?.href} className="button button--accent" whenUnsafe="nothing">
                {first?.label}
              </SafeLink>
              <SafeLink href={second?.href} className="button button--on-dark" whenUnsafe="nothing">
                {second?.label}
              </SafeLink>
            </div>
          ) : null}
        </div>
        {variant === "split" && block.image ? (
          <ContentImage
            image={block.image}
            aspect={4 / 3}
            sizes="(min-width: 900px) 45vw, 100vw"
            priority={main}
            className="hero__image"
          />
        ) : null}
      </div>
    </section>
  );
}

export function RichTextBlock({ block, id, mark }: BlockProps<"richText">) {
  if (!block.body?.length) return null;
  return (
    <section className="section" {...mark}>
      <div className="container prose-container">
        <Suspense fallback={null}>
          <RichText value={block.body} idPrefix={id} />
        </Suspense>
      </div>
    </section>
  );
}

export function CallToAction({ block, id, main, mark }: BlockProps<"callToAction">) {
  return (
    <section className="section" aria-labelledby={id} {...mark}>
      <div className="container cta" data-reveal="">
        <BlockHeading main={main} id={id}>
          {block.heading}
        </BlockHeading>
        {block.text ? <p>{block.text}</p> : null}
        <SafeLink href={block.link?.href} className="button button--primary" whenUnsafe="nothing">
          {block.link?.label}
        </SafeLink>
      </div>
    </section>
  );
}

export function FeatureGrid({ block, id, main, mark }: BlockProps<"featureGrid">) {
  if (!block.features?.length) return null;
  return (
    <section className="section" aria-labelledby={id} {...mark}>
      <div className="container">
        <div className="section__intro">
          <BlockHeading main={main} id={id}>
            {block.heading}
          </BlockHeading>
          {block.intro ? <p>{block.intro}</p> : null}
        </div>
        <ul className="card-grid">
          {block.features.map((feature) => (
            <li key={feature._key} className="card" data-reveal="">
              <h3 className="card__title">{feature.title}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Stats({ block, id, mark }: BlockProps<"stats">) {
  return <FiguresSection id={id} heading={block.heading} stats={block.stats ?? []} mark={mark} />;
}

export function Media({ block, mark }: BlockProps<"media">) {
  if (!block.image) return null;
  const wide = block.width === "wide";
  return (
    <section className="section" {...mark}>
      <div className={wide ? "container" : "container prose-container"}>
        <ContentImage
          image={block.image}
          aspect={16 / 9}
          sizes={wide ? "(min-width: 1200px) 1140px, 100vw" : "(min-width: 800px) 720px, 100vw"}
          caption={block.image.caption}
        />
      </div>
    </section>
  );
}

export function Faq({ block, id, main, mark }: BlockProps<"faq">) {
  if (!block.items?.length) return null;
  return (
    <section className="section" aria-labelledby={id} {...mark}>
      <div className="container prose-container">
        <BlockHeading main={main} id={id}>
          {block.heading}
        </BlockHeading>
        <div className="faq">
          {block.items.map((item) => (
            <details key={item._key} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

export function EnquiryFormBlock({ block, id, main, mark }: BlockProps<"enquiryForm">) {
  const { enquiry } = usePageBuilderData();
  // Only a page whose action takes enquiries shows the form (a shared section on the home page does not).
  if (!enquiry) return null;
  return (
    <section className="section" aria-labelledby={id} {...mark}>
      <div className="container prose-container">
        <BlockHeading main={main} id={id}>
          {block.heading}
        </BlockHeading>
        {block.intro ? <p>{block.intro}</p> : null}
        <enquiry.Form answer={enquiry.answer} action={enquiry.action} />
      </div>
    </section>
  );
}

export function HomeSlider({ index, mark }: BlockProps<"homeSlider">) {
  const { slides } = usePageBuilderData();
  if (!slides.length) return null;
  return (
    // Opening the page, it is the band the Stories layout starts with.
    <div className={index === 0 ? "home__stage section--tint" : "section section--tint"} {...mark}>
      <div className="container">
        <HeroSlider slides={slides} />
      </div>
    </div>
  );
}
