import { Link } from "react-router";
import { Pagination } from "~/blog/pagination-nav";
import { PostGrid } from "~/blog/post-card";
import { loadPostList } from "~/blog/post-list.server";
import { useEditMarks } from "~/content/edit-marks";
import { LinkedWords } from "~/content-ui/linked-words";
import { unprefixedPath } from "~/i18n/language-path";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/blog-term";

/** /tag/{slug} and /category/{slug}: the posts filed under one term. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const kind = unprefixedPath(pattern).startsWith("/tag/") ? "tag" : "category";
  return loadPostList(context, url, { kind, slug: params.slug ?? "" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogTerm({ loaderData }: Route.ComponentProps) {
  const { title, intro, posts, page, pages, pathname, crumbs, source } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", source._type, source._id)}>
        {intro ? (
          <p className="page-header__lead" {...mark("description", source._type, source._id)}>
            {intro}
          </p>
        ) : null}
      </PageHeader>
      <section className="section">
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">
              <LinkedWords
                t={t}
                message="blog.termEmpty"
                links={{ link: <Link to={localHref("/blog-grid")}>{t("blog.seeAll")}</Link> }}
              />
            </p>
          ) : (
            <PostGrid posts={posts} eagerFirst />
          )}
          <Pagination pathname={pathname} page={page} pages={pages} />
        </div>
      </section>
    </>
  );
}
