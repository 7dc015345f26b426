import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CONTENT_AND_SEO_GROUPS, requiredFigure, seoField } from "../fields";

/** The /about page: a singleton (one document, id "aboutPage"). */
export const aboutPage = defineType({
  name: "aboutPage",
  title: "About page",
  type: "document",
  icon: InfoOutlineIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    defineField({
      name: "title",
      type: "string",
      group: "content",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "intro",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.required().max(400),
    }),
    { ...requiredFigure("image"), group: "content" },
    defineField({
      name: "mission",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "vision",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "values",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.max(4),
    }),
    defineField({ name: "body", title: "Our story", type: "blockContent", group: "content" }),
    seoField(),
  ],
  preview: { select: { title: "title" } },
});
