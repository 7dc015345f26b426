import { Link } from "react-router";
import type { Slide } from "#contract/wire.ts";
import { PostGrid } from "~/blog/post-card";
import { ContentImage } from "~/content/content-image";
import { useEditMarks } from "~/content/edit-marks";
import { fetchContent, found } from "~/content/page-data.server";
import { HOME_PAGE_QUERY } from "~/content/queries";
import { SafeLink } from "~/content/safe-link";
import type { HOME_PAGE_QUERY_RESULT } from "~/content/sanity.types";
import { buildSeo, organization, prependJsonLd, siteOrigin } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { CardSection, FiguresSection } from "~/content-ui/page-sections";
import { HeroSlider } from "~/home/hero-slider";
import { PostTitles, QuotedTestimonial, ServicesList, ServicesRows } from "~/home/home-variants";
import { seoMeta } from "~/lib/meta";
import { serviceApi } from "~/service-api/service-api.server";
import { ServiceLineCard } from "~/services/service-line-card";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { WorkCard } from "~/work/work-card";
import type { Route } from "./+types/home";

type Layout = "one" | "two" | "three";

const LAYOUTS: Record<string, Layout> = {
  "/": "one",
  "/home-one": "one",
  "/home-two": "two",
  "/home-three": "three",
};

/**
 * /, /home-one, /home-two, /home-three: three arrangements of the one home
 * page document. The slider comes from the service API; when that call
 * fails the page renders without it.
 */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const [settings, home, slides] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, HOME_PAGE_QUERY),
    serviceApi(context)
      .homeSliders()
      .then((answer): Slide[] =>
        answer.kind === "ok" && Array.isArray(answer.data) ? answer.data : [],
      ),
  ]);
  const page = found(home.page);
  const origin = siteOrigin(context, url);
  const seo = buildSeo(context, url, settings, {
    title: "Home",
    description: page.lead,
    image: page.heroImage,
    seo: page.seo,
    // The three layouts show one page: / is its canonical address.
    path: "/",
  });
  prependJsonLd(seo, organization(origin, settings), {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: seo.siteName,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}/search?q={query}`,
      "query-input": "required name=query",
    },
  });
  return { page, posts: home.latestPosts, slides, layout: LAYOUTS[pattern] ?? "one", seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT["page"]>;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, posts, slides, layout } = loaderData;
  const sections = {
    services: (
      <CardSection
        key="services"
        id="home-services"
        heading={page.servicesHeading}
        items={page.featuredServices ?? []}
        card={(line) => <ServiceLineCard line={line} />}
        more={{ to: "/service", label: "All our services" }}
        reveal
      />
    ),
    figures: <FiguresSection key="figures" id="home-figures" stats={page.stats ?? []} />,
    work: (
      <CardSection
        key="work"
        id="home-work"
        heading="Recent work"
        items={page.featuredWork ?? []}
        card={(work) => <WorkCard work={work} />}
        more={{ to: "/work", label: "All our work" }}
      />
    ),
    testimonials: (
      <CardSection
        key="testimonials"
        id="home-testimonials"
        heading="What people say"
        items={page.featuredTestimonials ?? []}
        card={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        more={{ to: "/testimonials", label: "All testimonials" }}
        grid="testimonial-grid"
        tint
      />
    ),
    posts: (
      <section key="posts" className="section" aria-labelledby="home-posts">
        <div className="container">
          <div className="section__intro">
            <h2 id="home-posts">{page.postsHeading}</h2>
          </div>
          <PostGrid posts={posts} headingLevel={3} />
          <p className="section__more">
            <Link to="/blog-grid">All posts</Link>
          </p>
        </div>
      </section>
    ),
    closing: <ClosingSection key="closing" page={page} />,
  };
  // Three pages from one document: each shows the content its own way.
  if (layout === "two") {
    // Stories: the slider opens, one voice quoted large, the posts as a stack, services as a list.
    return (
      <div className="home home--two">
        {/* In the container like the other layouts' sliders (full-bleed, its captions ran to the window's edge). */}
        {slides.length > 0 ? (
          <div className="home__stage section--tint">
            <div className="container">
              <HeroSlider slides={slides} />
            </div>
          </div>
        ) : null}
        <Hero page={page} variant="compact" />
        <QuotedTestimonial page={page} />
        <section className="section" aria-labelledby="home-posts">
          <div className="container">
            <h2 id="home-posts">{page.postsHeading}</h2>
            <PostGrid posts={posts} layout="classic" headingLevel={3} />
            <p className="section__more">
              <Link to="/blog-grid">All posts</Link>
            </p>
          </div>
        </section>
        <ServicesList page={page} />
        {sections.closing}
      </div>
    );
  }
  if (layout === "three") {
    // Services first: the hero with its picture and figures, each service a row, posts as titles.
    return (
      <div className="home home--three">
        <Hero page={page} variant="split" />
        {sections.figures}
        <ServicesRows page={page} />
        <PostTitles heading={page.postsHeading} posts={posts} />
        <div className="section section--tint">
          <div className="container">
            <HeroSlider slides={slides} />
          </div>
        </div>
        {sections.closing}
      </div>
    );
  }
  return (
    <div className="home home--one">
      <Hero page={page} variant="full" />
      <div className="section section--tint">
        <div className="container">
          <HeroSlider slides={slides} />
        </div>
      </div>
      {[
        sections.services,
        sections.figures,
        sections.work,
        sections.testimonials,
        sections.posts,
        sections.closing,
      ]}
    </div>
  );
}

function Hero({ page, variant }: { page: HomePage; variant: "full" | "compact" | "split" }) {
  const mark = useEditMarks();
  return (
    <section className={`hero hero--${variant}`}>
      <div className="container hero__inner">
        <div className="hero__text">
          {page.eyebrow ? (
            <p className="eyebrow" {...mark("eyebrow", "homePage")}>
              {page.eyebrow}
            </p>
          ) : null}
          <h1 className="hero__title" {...mark("heading", "homePage")}>
            {page.heading}
          </h1>
          <p className="hero__lead" {...mark("lead", "homePage")}>
            {page.lead}
          </p>
          <div className="hero__actions">
            <ActionLink action={page.primaryAction} className="button button--accent" />
            <ActionLink action={page.secondaryAction} className="button button--on-dark" />
          </div>
        </div>
        {variant === "split" && page.heroImage ? (
          <ContentImage
            image={page.heroImage}
            aspect={4 / 3}
            sizes="(min-width: 900px) 45vw, 100vw"
            priority
            className="hero__image"
          />
        ) : null}
      </div>
    </section>
  );
}

function ClosingSection({ page }: { page: HomePage }) {
  const mark = useEditMarks();
  if (!page.closingHeading) return null;
  return (
    <section className="section" aria-labelledby="home-cta">
      <div className="container cta" data-reveal="">
        <h2 id="home-cta" {...mark("closingHeading", "homePage")}>
          {page.closingHeading}
        </h2>
        {page.closingText ? <p {...mark("closingText", "homePage")}>{page.closingText}</p> : null}
        <ActionLink action={page.closingAction} className="button button--primary" />
      </div>
    </section>
  );
}

/** A call to action the editors set; nothing when its address is not safe. */
function ActionLink({
  action,
  className,
}: {
  action: { href?: string | null; label?: string | null } | null | undefined;
  className: string;
}) {
  return (
    <SafeLink href={action?.href} className={className} whenUnsafe="nothing">
      {action?.label}
    </SafeLink>
  );
}
