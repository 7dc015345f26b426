import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineField, defineType } from "sanity";
import { isPageSlug, MAX_PAGE_SLUG_LENGTH, slugOwnedBySite } from "../../../app/route-lookup";
import {
  CONTENT_AND_SEO_GROUPS,
  isUniqueInLanguage,
  languageField,
  seoField,
  stringField,
  withLanguage,
} from "../fields";

/**
 * A page editors compose from blocks and publish at /{slug} without a deploy:
 * a campaign's landing page, a guide. Its slug is one segment
 * that no route of the site owns, unique among the pages of its language.
 */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentsIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    languageField(),
    stringField("title", 90, {
      group: "content",
      description: "The page's name in its browser tab, the breadcrumbs and search results.",
    }),
    defineField({
      name: "slug",
      type: "slug",
      group: "content",
      description: "Its address: /neet-2027 for neet-2027. Lower-case letters, digits and hyphens.",
      options: {
        source: "title",
        maxLength: MAX_PAGE_SLUG_LENGTH,
        isUnique: isUniqueInLanguage,
      },
      validation: (rule) =>
        rule.required().custom((value: { current?: string } | undefined) => {
          const slug = value?.current;
          if (!slug) return true;
          if (slugOwnedBySite(slug)) {
            return `/${slug} belongs to the site itself; choose another address.`;
          }
          if (!isPageSlug(slug)) {
            return `Use at most ${MAX_PAGE_SLUG_LENGTH} lower-case letters, digits and single hyphens (neet-2027): one word group, no slashes.`;
          }
          return true;
        }),
    }),
    defineField({
      name: "pageBuilder",
      title: "Sections",
      type: "pageBuilder",
      group: "content",
      validation: (rule) => rule.required().min(1),
    }),
    seoField(),
  ],
  preview: withLanguage({
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({
      title: title as string | undefined,
      subtitle: slug ? `/${slug}` : "(no address yet)",
    }),
  }),
});
