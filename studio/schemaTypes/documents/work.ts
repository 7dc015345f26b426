import { CaseIcon } from "@sanity/icons/Case";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CONTENT_AND_SEO_GROUPS, requiredFigure, seoField, slugField } from "../fields";
import { WORK_CATEGORIES } from "../work-categories";

export const work = defineType({
  name: "work",
  title: "Work",
  type: "document",
  icon: CaseIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    defineField({
      name: "title",
      type: "string",
      group: "content",
      validation: (rule) => rule.required().max(100),
    }),
    { ...slugField(), group: "content" },
    defineField({
      name: "client",
      type: "string",
      group: "content",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "category",
      type: "string",
      group: "content",
      options: { list: [...WORK_CATEGORIES], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "services",
      title: "Services delivered",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "completedAt",
      title: "Completed",
      type: "date",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "summary",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.required().max(300),
    }),
    { ...requiredFigure("coverImage", "Cover image"), group: "content" },
    defineField({
      name: "gallery",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "figure" })],
      options: { layout: "grid" },
    }),
    defineField({
      name: "body",
      type: "blockContent",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    seoField(),
  ],
  orderings: [
    {
      title: "Newest first",
      name: "completedDesc",
      by: [{ field: "completedAt", direction: "desc" }],
    },
  ],
  preview: { select: { title: "title", subtitle: "client", media: "coverImage" } },
});
