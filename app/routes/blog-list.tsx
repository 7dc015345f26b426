import { Pagination } from "~/blog/pagination-nav";
import { PostGrid } from "~/blog/post-card";
import { loadPostList } from "~/blog/post-list.server";
import { pageWords } from "~/content/listing-page.server";
import { unprefixedPath } from "~/i18n/language-path";
import { useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/blog-list";

/** /blog-grid and /blog-classic: the same posts in two layouts, 9 a page. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const layout = unprefixedPath(pattern) === "/blog-classic" ? "classic" : "grid";
  const title = pageWords(context).routeTitle(pattern);
  const list = await loadPostList(context, url, { kind: "all", title, path: url.pathname });
  return { ...list, layout } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { title, intro, posts, page, pages, pathname, crumbs, layout, source } = loaderData;
  const t = useT();
  return (
    <>
      <ListingHeader
        copy={{ heading: title, intro, listing: source._id ? "blog" : null }}
        crumbs={crumbs}
      />
      <section className="section">
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">{t("blog.empty")}</p>
          ) : (
            <PostGrid posts={posts} layout={layout} eagerFirst />
          )}
          <Pagination pathname={pathname} page={page} pages={pages} />
        </div>
      </section>
    </>
  );
}
