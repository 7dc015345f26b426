import { Link } from "react-router";
import { PostGrid } from "~/blog/post-card";
import { ArticleBody } from "~/content/article-body";
import { ContentImage } from "~/content/content-image";
import { useEditMarks } from "~/content/edit-marks";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, foundOrInEnglish } from "~/content/page-data.server";
import { POST_QUERY } from "~/content/queries";
import { headingOutline, readingTimeMinutes } from "~/content/rich-text-outline";
import { buildSeo, prependJsonLd, siteOrigin } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { InLanguage, Words } from "~/i18n/other-language";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { PageHeader } from "~/shell/page-header";
import { When } from "~/shell/when";
import type { Route } from "./+types/blog-details";

/** /blog-details/{slug}: one post with its author, terms and related posts. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const words = pageWords(context);
  const [settings, post] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, POST_QUERY, { slug: params.id }).then(
      foundOrInEnglish(context, url, { type: "post", slug: params.id }),
    ),
  ]);
  const title = post.title ?? words.t("post.fallbackTitle");
  const crumbs = [
    words.home,
    { label: words.t("blog.crumb"), to: words.href("/blog-grid") },
    { label: title },
  ];
  const origin = siteOrigin(context, url);
  const seo = buildSeo(context, url, settings, {
    title,
    description: post.excerpt,
    image: post.mainImage,
    seo: post.seo,
    type: "article",
    crumbs,
    translations: post.translations ?? [],
  });
  prependJsonLd(seo, {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    mainEntityOfPage: seo.canonical,
    image: seo.image ? [seo.image.url] : undefined,
    author: post.author ? { "@type": "Person", name: post.author.name } : undefined,
    publisher: { "@type": "Organization", name: seo.siteName, logo: `${origin}/favicon.svg` },
    keywords: post.tags?.map((tag) => tag.title).join(", "),
  });
  return {
    post,
    title,
    crumbs,
    seo,
    outline: headingOutline(post.body ?? []),
    minutes: readingTimeMinutes(post.body ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { post, title, crumbs, minutes, outline } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", "post", post._id)}>
        <p className="post-meta">
          {post.author?.name ? <span>{t("post.by", { name: post.author.name })}</span> : null}
          <When at={post.publishedAt} />
          <span>{t("post.readingTime", { minutes })}</span>
        </p>
      </PageHeader>
      <div className="section">
        <div className="container post-layout">
          <article className="post">
            <ArticleBody
              image={post.mainImage}
              imageClassName="post__image"
              lead={post.excerpt}
              body={post.body}
              source={{ type: "post", id: post._id, leadField: "excerpt" }}
            />
            <footer className="post__footer">
              {post.categories?.length ? (
                <TermList label={t("post.categories")} base="/category" terms={post.categories} />
              ) : null}
              {post.tags?.length ? (
                <TermList label={t("post.tags")} base="/tag" terms={post.tags} />
              ) : null}
            </footer>
          </article>
          <aside className="post-aside" aria-label={t("post.about")}>
            {outline.length > 1 ? (
              <nav className="post-aside__box" aria-labelledby="post-toc">
                <h2 id="post-toc" className="post-aside__title">
                  {t("post.toc")}
                </h2>
                <ol className="toc">
                  {outline.map((heading) => (
                    <li key={heading.id} className={`toc__item toc__item--${heading.level}`}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {post.author ? (
              <InLanguage
                as="section"
                language={post.author.language}
                className="post-aside__box author"
                aria-labelledby="post-author"
              >
                {post.author.image ? (
                  <ContentImage
                    image={post.author.image}
                    aspect={1}
                    sizes="80px"
                    className="author__photo"
                  />
                ) : null}
                <h2 id="post-author" className="post-aside__title">
                  {post.author.name}
                </h2>
                {post.author.role ? <p className="author__role">{post.author.role}</p> : null}
                {post.author.bio ? (
                  <p>
                    <Words language={post.author.bioLanguage}>{post.author.bio}</Words>
                  </p>
                ) : null}
              </InLanguage>
            ) : null}
          </aside>
        </div>
      </div>
      {post.related?.length ? (
        <section className="section section--tint" aria-labelledby="related-posts">
          <div className="container">
            <h2 id="related-posts">{t("post.related")}</h2>
            <PostGrid posts={post.related} headingLevel={3} />
          </div>
        </section>
      ) : null}
    </>
  );
}

function TermList({
  label,
  base,
  terms,
}: {
  label: string;
  base: string;
  terms: Array<{ _id: string; title: string | null; slug: string | null; language: string }>;
}) {
  const localHref = useLocalHref();
  return (
    <div className="term-list">
      <h3 className="term-list__label">{label}</h3>
      <ul className="term-list__items">
        {terms.map((term) => (
          <li key={term._id}>
            <Link to={localHref(`${base}/${term.slug}`)} className="term">
              <Words language={term.language}>{term.title}</Words>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
