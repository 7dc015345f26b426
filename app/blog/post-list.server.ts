import { type RouterContextProvider, redirect } from "react-router";
import { loadListingCopy } from "~/content/listing-copy.server";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, found } from "~/content/page-data.server";
import { CATEGORY_POSTS_QUERY, POSTS_PAGE_QUERY, TAG_POSTS_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import type { Crumb } from "~/shell/page-header";
import { lastPage, pageHref, pageSlice, requestedPage } from "./pagination";

export type PostListKind =
  | { kind: "all"; title: string; path: string }
  | { kind: "tag"; slug: string }
  | { kind: "category"; slug: string };

/**
 * One page of posts for /blog-grid, /blog-classic, /tag/{slug} and /category/{slug}: an unknown tag
 * or category is the 404 page, a page number out of range goes to the nearest page.
 */
export async function loadPostList(
  context: Readonly<RouterContextProvider>,
  url: URL,
  list: PostListKind,
) {
  const words = pageWords(context);
  const { t } = words;
  const asked = requestedPage(url);
  if (asked.kind === "redirect") throw redirect(pageHref(url.pathname, asked.page));
  const { start, end } = pageSlice(asked.page);
  const [settings, result] = await Promise.all([
    loadSiteSettings(context),
    list.kind === "all"
      ? Promise.all([
          fetchContent(context, POSTS_PAGE_QUERY, { start, end }),
          loadListingCopy(context, "blog", list.title),
        ]).then(([page, copy]) => ({
          ...page,
          // The blog's own words from the studio ("Listing pages").
          term: {
            _id: copy.listing ? "listingPages" : null,
            title: copy.heading as string | null,
            description: copy.intro,
          },
          searchDescription: copy.description,
        }))
      : fetchContent(context, list.kind === "tag" ? TAG_POSTS_QUERY : CATEGORY_POSTS_QUERY, {
          slug: list.slug,
          start,
          end,
        }).then((page) => ({
          ...page,
          term: found(page.term) as {
            _id: string | null;
            title: string | null;
            description?: string | null;
          },
          searchDescription: null as string | null,
        })),
  ]);
  const pages = lastPage(result.total);
  if (asked.page > pages) throw redirect(pageHref(url.pathname, pages));

  const title =
    list.kind === "all"
      ? (result.term.title ?? list.title)
      : t(list.kind === "tag" ? "blog.tagTitle" : "blog.categoryTitle", {
          term: result.term.title ?? list.slug,
        });
  const crumbs: Crumb[] =
    list.kind === "all"
      ? [words.home, { label: title }]
      : [words.home, { label: t("blog.crumb"), to: words.href("/blog-grid") }, { label: title }];
  const path = pageHref(url.pathname, asked.page);
  // The document the heading and intro come from (click-to-edit in preview).
  const source = { _id: result.term._id, _type: list.kind === "all" ? "listingPages" : list.kind };
  return {
    title,
    source,
    intro: result.term.description ?? null,
    posts: result.posts,
    page: asked.page,
    pages,
    pathname: url.pathname,
    crumbs,
    seo: buildSeo(context, url, settings, {
      title: asked.page > 1 ? t("blog.pageTitle", { title, page: asked.page }) : title,
      description:
        result.searchDescription ??
        result.term.description ??
        (list.kind === "all"
          ? null
          : t("blog.termDescription", { term: String(result.term.title) })),
      path,
      crumbs,
      // A tag's or a category's page lists its own language's posts: the Hindi one may be empty, so
      // the two are not named as each other's translation (nor paired in the sitemap).
      translations: list.kind === "all" ? undefined : [],
    }),
  };
}
