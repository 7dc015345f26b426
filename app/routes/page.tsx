import { data } from "react-router";
import { z } from "zod";
import { handleEnquiry } from "~/contact/enquiry.server";
import { EnquiryForm } from "~/contact/enquiry-form";
import { useEditMarks } from "~/content/edit-marks";
import { pageWords } from "~/content/listing-page.server";
import { fetchContent, foundOrInEnglish, notFoundWith } from "~/content/page-data.server";
import { PAGE_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { seoMeta } from "~/lib/meta";
import { checkBlocks } from "~/page-builder/block-shapes";
import { PageBuilder } from "~/page-builder/page-builder";
import { pageBuilderJsonLd, slidesFor, usesBlock } from "~/page-builder/page-builder.server";
import { englishPageFor, isPageSlug } from "~/route-lookup";
import { PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/page";

/**
 * /{slug}: a page editors composed in the studio. Only a slug a page may have is looked up;
 * anything else is the 404 without a query (on /hi/, leading to an English-only page of the site
 * there). Every other route of the site wins over this one (it is the table's last), and the
 * studio refuses a slug they own.
 */
async function loadPage({ context, url }: Pick<Route.LoaderArgs, "context" | "url">, slug: string) {
  if (!isPageSlug(slug)) notFoundWith(englishPageFor(url.pathname));
  const page = await fetchContent(context, PAGE_QUERY, { slug }).then(
    foundOrInEnglish(context, url, { type: "page", slug }),
  );
  // The page's own fields as checked as its blocks: a title or SEO text that is not text is none.
  const head = PAGE_HEAD.parse(page);
  return {
    page: { ...page, ...head, title: head.title ?? slug, slug },
    blocks: checkBlocks(page.blocks),
  };
}

const text = z.string().max(500).nullish().catch(null);
const PAGE_HEAD = z.object({
  title: text,
  seo: z
    .object({
      title: text,
      description: text,
      image: z
        .object({ asset: z.object({ _id: z.string() }).loose() })
        .loose()
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
});

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const [settings, { page, blocks }] = await Promise.all([
    loadSiteSettings(context),
    loadPage({ context, url }, params.slug),
  ]);
  const slides = await slidesFor(context, blocks);
  const words = pageWords(context);
  // The page's address in its language (/hi/{slug}): its canonical, and where its form posts.
  const path = words.href(`/${page.slug}`);
  const crumbs = [words.home, { label: page.title }];
  // A page that opens with a hero is titled by it; any other gets a page header.
  const hasTitle = blocks[0]?._type !== "hero";
  const hero = blocks.find((block) => block._type === "hero");
  return {
    id: page._id,
    title: page.title,
    blocks,
    slides,
    hasTitle,
    crumbs,
    path,
    seo: buildSeo(context, url, settings, {
      title: page.title,
      description: hero?._type === "hero" ? hero.text : null,
      image: hero?._type === "hero" ? hero.image : null,
      seo: page.seo,
      path,
      crumbs,
      jsonLd: pageBuilderJsonLd(blocks),
      translations: page.translations ?? [],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The enquiry form's posts, on a page that shows it; any other post is refused. */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  const { page, blocks } = await loadPage({ context, url }, params.slug);
  if (!usesBlock(blocks, "enquiryForm")) {
    throw data("This page takes no form.", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const { status, answer } = await handleEnquiry(context, request, `/${page.slug}`);
  return data(answer, { status });
}

export default function ComposedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, blocks, slides, hasTitle, crumbs, path } = loaderData;
  const mark = useEditMarks();
  return (
    <>
      {hasTitle ? (
        <PageHeader title={title} crumbs={crumbs} titleMark={mark("title", "page", id)} />
      ) : null}
      <div className="composed-page">
        <PageBuilder
          blocks={blocks}
          source={{ id, type: "page", field: "pageBuilder" }}
          hasTitle={hasTitle}
          title={title}
          data={{ slides, enquiry: { Form: EnquiryForm, action: path, answer: actionData } }}
        />
      </div>
    </>
  );
}
