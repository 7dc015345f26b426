import { defineField } from "sanity";

/** A URL slug made from a title; Sanity's default check keeps it unique per type. */
export const slugField = (source = "title") =>
  defineField({
    name: "slug",
    type: "slug",
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required(),
  });

export const seoField = () =>
  defineField({ name: "seo", title: "Search and sharing", type: "seo", group: "seo" });

export const requiredFigure = (name: string, title?: string) =>
  defineField({ name, title, type: "figure", validation: (rule) => rule.required() });

/** Content first, search and sharing on its own tab. */
export const CONTENT_AND_SEO_GROUPS = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "Search and sharing" },
];
