import { CaseIcon } from "@sanity/icons/Case";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  bodyField,
  CONTENT_AND_SEO_GROUPS,
  languageField,
  newestFirst,
  requiredFigure,
  seoField,
  stringField,
  textField,
  titleAndSlug,
  withLanguage,
} from "../fields";
import { WORK_CATEGORIES } from "../work-categories";

export const work = defineType({
  name: "work",
  title: "Work",
  type: "document",
  icon: CaseIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    languageField(),
    ...titleAndSlug(100, "content", { perLanguage: true }),
    stringField("client", 80, { group: "content" }),
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
    textField("summary", { rows: 3, max: 300 }, { group: "content" }),
    { ...requiredFigure("coverImage", "Cover image"), group: "content" },
    defineField({
      name: "gallery",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "figure" })],
      options: { layout: "grid" },
    }),
    bodyField({ group: "content" }),
    seoField(),
  ],
  orderings: [newestFirst("completedAt", "completedDesc")],
  preview: withLanguage({ select: { title: "title", subtitle: "client", media: "coverImage" } }),
});
