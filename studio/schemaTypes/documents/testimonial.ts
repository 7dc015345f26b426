import { CommentIcon } from "@sanity/icons/Comment";
import { defineField, defineType } from "sanity";
import { languageField, stringField, withLanguage } from "../fields";

export const testimonial = defineType({
  name: "testimonial",
  type: "document",
  icon: CommentIcon,
  fields: [
    languageField(),
    stringField("name", 80),
    stringField("role", 80, {
      description: "Who they are: 'NEET 2025 qualifier', 'Area sales manager'…",
    }),
    stringField("location", 60, { optional: true }),
    defineField({
      name: "quote",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required().min(40).max(600),
    }),
    defineField({
      name: "rating",
      type: "number",
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: "serviceLine",
      title: "Service line",
      type: "reference",
      to: [{ type: "serviceLine" }],
    }),
    defineField({ name: "photo", type: "figure" }),
  ],
  preview: withLanguage({ select: { title: "name", subtitle: "role", media: "photo" } }),
});
