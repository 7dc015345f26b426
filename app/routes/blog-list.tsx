import { Pagination } from "~/blog/pagination-nav";
import { PostGrid } from "~/blog/post-card";
import { loadPostList } from "~/blog/post-list.server";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/blog-list";

/** /blog-grid and /blog-classic: the same posts in two layouts, 9 a page. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const layout = pattern === "/blog-classic" ? "classic" : "grid";
  const list = await loadPostList(context, url, { kind: "all", title: "Blog", path: url.pathname });
  return { ...list, layout } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { title, intro, posts, page, pages, pathname, crumbs, layout, source } = loaderData;
  return (
    <>
      <ListingHeader
        copy={{ heading: title, intro, listing: source._id ? "blog" : null }}
        crumbs={crumbs}
      />
      <section className="section">
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">No posts yet. Please check back soon.</p>
          ) : (
            <PostGrid posts={posts} layout={layout} eagerFirst />
          )}
          <Pagination pathname={pathname} page={page} pages={pages} />
        </div>
      </section>
    </>
  );
}
