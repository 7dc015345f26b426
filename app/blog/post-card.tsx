import { Link } from "react-router";
import { ContentImage } from "~/content/content-image";
import { documentHref } from "~/content/document-path";
import { useEditMarks } from "~/content/edit-marks";
import type { POSTS_PAGE_QUERY_RESULT } from "~/content/sanity.types";
import { Words } from "~/i18n/other-language";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { useDates } from "~/shell/when";

export type PostCardData = POSTS_PAGE_QUERY_RESULT["posts"][number];

/** A post in a list: picture, categories, title (the link), excerpt, author and date. */
function PostCard({
  post,
  layout = "grid",
  priority = false,
  headingLevel = 2,
}: {
  post: PostCardData;
  layout?: "grid" | "classic";
  priority?: boolean;
  /** 2 in a page's own list; 3 inside a titled section (home, related posts). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const localHref = useLocalHref();
  const href = documentHref(
    { _type: "post", slug: post.slug, language: post.language },
    "/blog-grid",
  );
  const mark = useEditMarks();
  const t = useT();
  const dates = useDates();
  return (
    <article className={`post-card post-card--${layout}`} data-reveal="">
      {post.mainImage ? (
        <ContentImage
          image={post.mainImage}
          aspect={16 / 9}
          sizes={
            layout === "grid"
              ? "(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
              : "(min-width: 1100px) 760px, 100vw"
          }
          priority={priority}
          className="post-card__image"
        />
      ) : null}
      <div className="post-card__body">
        {post.categories?.length ? (
          <ul className="post-card__terms" aria-label={t("post.categories")}>
            {post.categories.map((category) => (
              <li key={category.slug}>
                <Link to={localHref(`/category/${category.slug}`)} className="term">
                  <Words language={category.language}>{category.title}</Words>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="post-card__title" {...mark("title", "post", post._id)}>
          <Link to={href} className="card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__excerpt" {...mark("excerpt", "post", post._id)}>
          {post.excerpt}
        </p>
        <p className="post-card__meta">
          {post.author?.name ? (
            <span>
              <Words language={post.author.language}>{post.author.name}</Words>
            </span>
          ) : null}
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>{dates.date(post.publishedAt)}</time>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A list of posts; only a list at the top of its page loads its first picture eagerly. */
export function PostGrid({
  posts,
  layout = "grid",
  headingLevel = 2,
  eagerFirst = false,
}: {
  posts: PostCardData[];
  layout?: "grid" | "classic";
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  return (
    <ul className={layout === "grid" ? "post-grid" : "post-stack"}>
      {posts.map((post, index) => (
        <li key={post._id}>
          <PostCard
            post={post}
            layout={layout}
            priority={eagerFirst && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
