import { Link } from "react-router";
import { PostGrid } from "~/blog/post-card";
import { ContentImage } from "~/content/content-image";
import { documentHref, serviceLinePageHref } from "~/content/document-path";
import { CardSection } from "~/content-ui/page-sections";
import { InLanguage } from "~/i18n/other-language";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { ServiceLineCard } from "~/services/service-line-card";
import { useDates } from "~/shell/when";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { WorkCard } from "~/work/work-card";
import { BlockHeading, type BlockProps } from "./blocks";

/**
 * The blocks that list other documents: services, work, testimonials and the latest posts, each in
 * the layouts an editor picks (cards, a list, rows, one quote, titles), which make the three home
 * layouts three pages.
 */

export function ServicesGrid({ block, id, main, mark }: BlockProps<"servicesGrid">) {
  const t = useT();
  const localHref = useLocalHref();
  const services = block.services ?? [];
  if (!services.length) return null;
  const more = (
    <p className="section__more">
      <Link to={localHref("/service")}>{t("services.all")}</Link>
    </p>
  );
  if (block.layout === "list" || block.layout === "rows") {
    return (
      <section className="section" aria-labelledby={id} {...mark}>
        <div className={block.layout === "rows" ? "container stack" : "container"}>
          <BlockHeading main={main} id={id}>
            {block.heading}
          </BlockHeading>
          {block.layout === "list" ? (
            // Every service as a line, its tagline beside it; no pictures.
            <ul className="link-list link-list--columns">
              {services.map((line) => (
                <InLanguage as="li" key={line._id} language={line.language}>
                  <Link to={serviceLinePageHref(line)}>{line.title}</Link>
                  {line.tagline ? <span>{line.tagline}</span> : null}
                </InLanguage>
              ))}
            </ul>
          ) : (
            // The services are the page: one row each, its picture beside its summary.
            services.map((line) => (
              <InLanguage
                as="article"
                key={line._id}
                language={line.language}
                className="feature-row"
                aria-labelledby={`${id}-${line._id}`}
              >
                <ContentImage
                  image={line.image}
                  aspect={3 / 2}
                  sizes="(min-width: 900px) 45vw, 100vw"
                  className="feature-row__image"
                />
                <div className="feature-row__body">
                  {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
                  <h3 id={`${id}-${line._id}`}>{line.title}</h3>
                  <p>{line.summary}</p>
                  <p>
                    <Link to={serviceLinePageHref(line)}>
                      {t("services.about", { title: line.title ?? "" })}
                      <span className="visually-hidden">{` ${t("services.service")}`}</span>
                    </Link>
                  </p>
                </div>
              </InLanguage>
            ))
          )}
          {block.layout === "list" ? more : null}
        </div>
      </section>
    );
  }
  return (
    <CardSection
      mark={mark}
      id={id}
      heading={block.heading}
      items={services}
      card={(line) => <ServiceLineCard line={line} />}
      more={{ to: "/service", label: t("services.all") }}
      reveal
    />
  );
}

export function WorkGrid({ block, id, mark }: BlockProps<"workGrid">) {
  const t = useT();
  return (
    <CardSection
      mark={mark}
      id={id}
      heading={block.heading}
      items={block.work ?? []}
      card={(work) => <WorkCard work={work} />}
      more={{ to: "/work", label: t("work.allWork") }}
    />
  );
}

export function Testimonials({ block, id, mark }: BlockProps<"testimonials">) {
  const t = useT();
  const localHref = useLocalHref();
  const testimonials = block.testimonials ?? [];
  const [first] = testimonials;
  if (!first) return null;
  if (block.layout === "quote") {
    // One voice, quoted large, rather than a grid of cards.
    return (
      <section className="section section--tint" aria-labelledby={id} {...mark}>
        <div className="container">
          <h2 id={id} className="visually-hidden">
            {block.heading}
          </h2>
          <InLanguage as="figure" language={first.language} className="pull-quote">
            <blockquote>
              <p>{first.quote}</p>
            </blockquote>
            <figcaption>
              {[first.name, first.role, first.location].filter(Boolean).join(", ")}
            </figcaption>
          </InLanguage>
          <p className="section__more">
            <Link to={localHref("/testimonials")}>{t("testimonials.more")}</Link>
          </p>
        </div>
      </section>
    );
  }
  return (
    <CardSection
      mark={mark}
      id={id}
      heading={block.heading}
      items={testimonials}
      card={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      more={{ to: "/testimonials", label: t("testimonials.all") }}
      grid="testimonial-grid"
      tint
    />
  );
}

export function LatestPosts({ block, id, main, mark }: BlockProps<"latestPosts">) {
  const t = useT();
  const localHref = useLocalHref();
  const dates = useDates();
  const posts = block.posts ?? [];
  if (!posts.length) return null;
  return (
    <section className="section" aria-labelledby={id} {...mark}>
      <div className="container">
        <div className="section__intro">
          <BlockHeading main={main} id={id}>
            {block.heading}
          </BlockHeading>
        </div>
        {block.layout === "titles" ? (
          // Titles and dates, no pictures.
          <ol className="link-list">
            {posts.map((post) => (
              <li key={post._id}>
                <Link
                  to={documentHref(
                    { _type: "post", slug: post.slug, language: post.language },
                    "/blog-grid",
                  )}
                >
                  {post.title}
                </Link>
                {post.publishedAt ? (
                  <time dateTime={post.publishedAt}>{dates.date(post.publishedAt)}</time>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <PostGrid
            posts={posts}
            layout={block.layout === "classic" ? "classic" : "grid"}
            headingLevel={3}
          />
        )}
        <p className="section__more">
          <Link to={localHref("/blog-grid")}>{t("blog.allPosts")}</Link>
        </p>
      </div>
    </section>
  );
}
