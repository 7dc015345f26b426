import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  bodyField,
  CONTENT_AND_SEO_GROUPS,
  languageField,
  newestFirst,
  requiredFigure,
  seoField,
  textField,
  titleAndSlug,
  withLanguage,
} from "../fields";

export const post = defineType({
  name: "post",
  title: "Blog post",
  type: "document",
  icon: DocumentTextIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    languageField(),
    ...titleAndSlug(120, "content", { perLanguage: true }),
    textField(
      "excerpt",
      { rows: 3, max: 300 },
      {
        group: "content",
        description: "One or two sentences for the blog lists and link previews.",
      },
    ),
    defineField({
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "author",
      type: "reference",
      to: [{ type: "author" }],
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "categories",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: "tags",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "tag" }] })],
      validation: (rule) => rule.unique(),
    }),
    { ...requiredFigure("mainImage", "Main image"), group: "content" },
    bodyField({ group: "content" }),
    seoField(),
  ],
  orderings: [newestFirst("publishedAt", "publishedAtDesc")],
  preview: withLanguage({
    select: { title: "title", author: "author.name", date: "publishedAt", media: "mainImage" },
    prepare: ({ title, author, date, media }) => ({
      title: title as string | undefined,
      subtitle: [author, (date as string | undefined)?.slice(0, 10)].filter(Boolean).join(" · "),
      media,
    }),
  }),
});
