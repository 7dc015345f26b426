import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContentImage } from "~/content/content-image";
import type { HOME_PAGE_QUERY_RESULT } from "~/content/sanity.types";
import { formatDate } from "~/lib/format";
import { serviceLineHref } from "~/services/service-line-paths";

/**
 * The presentations that make the three home layouts three pages, not one
 * page reordered: the same home document shown as a list of
 * services, as rows of services with their pictures, as one testimonial
 * quoted large, as a list of titles. The card grids live in routes/home.tsx.
 */

type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT["page"]>;
type Post = HOME_PAGE_QUERY_RESULT["latestPosts"][number];

/** Layout two: every featured service as a line, its tagline beside it; no pictures. */
export function ServicesList({ page }: { page: HomePage }) {
  if (!page.featuredServices?.length) return null;
  return (
    <ServicesSection heading={page.servicesHeading} containerClass="container">
      <ul className="link-list link-list--columns">
        {page.featuredServices.map((line) => (
          <li key={line._id}>
            <Link to={serviceLineHref(line.key)}>{line.title}</Link>
            {line.tagline ? <span>{line.tagline}</span> : null}
          </li>
        ))}
      </ul>
      <p className="section__more">
        <Link to="/service">All our services</Link>
      </p>
    </ServicesSection>
  );
}

/** The featured services' section, under the home document's heading for it. */
function ServicesSection({
  heading,
  containerClass,
  children,
}: {
  heading: string | null;
  containerClass: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby="home-services">
      <div className={containerClass}>
        <h2 id="home-services">{heading}</h2>
        {children}
      </div>
    </section>
  );
}

/** Layout three: the services are the page, one row each with its picture and summary. */
export function ServicesRows({ page }: { page: HomePage }) {
  if (!page.featuredServices?.length) return null;
  return (
    <ServicesSection heading={page.servicesHeading} containerClass="container stack">
      {page.featuredServices.map((line) => (
        <article key={line._id} className="feature-row" aria-labelledby={`home-line-${line._id}`}>
          <ContentImage
            image={line.image}
            aspect={3 / 2}
            sizes="(min-width: 900px) 45vw, 100vw"
            className="feature-row__image"
          />
          <div className="feature-row__body">
            {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
            <h3 id={`home-line-${line._id}`}>{line.title}</h3>
            <p>{line.summary}</p>
            <p>
              <Link to={serviceLineHref(line.key)}>
                About {line.title}
                <span className="visually-hidden"> (service)</span>
              </Link>
            </p>
          </div>
        </article>
      ))}
    </ServicesSection>
  );
}

/** Layout two: one voice, quoted large, rather than a grid of cards. */
export function QuotedTestimonial({ page }: { page: HomePage }) {
  const [first] = page.featuredTestimonials ?? [];
  if (!first) return null;
  return (
    <section className="section section--tint" aria-labelledby="home-quote">
      <div className="container">
        <h2 id="home-quote" className="visually-hidden">
          What people say
        </h2>
        <figure className="pull-quote">
          <blockquote>
            <p>{first.quote}</p>
          </blockquote>
          <figcaption>
            {first.name}
            {first.role ? `, ${first.role}` : ""}
            {first.location ? `, ${first.location}` : ""}
          </figcaption>
        </figure>
        <p className="section__more">
          <Link to="/testimonials">More from the people we work with</Link>
        </p>
      </div>
    </section>
  );
}

/** Layout three: the latest posts as titles and dates, no pictures. */
export function PostTitles({ heading, posts }: { heading: string | null; posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-posts">
      <div className="container">
        <h2 id="home-posts">{heading}</h2>
        <ol className="link-list">
          {posts.map((post) => (
            <li key={post._id}>
              <Link to={`/blog-details/${post.slug}`}>{post.title}</Link>
              {post.publishedAt ? (
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              ) : null}
            </li>
          ))}
        </ol>
        <p className="section__more">
          <Link to="/blog-grid">All posts</Link>
        </p>
      </div>
    </section>
  );
}
