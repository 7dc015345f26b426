import { HeartIcon } from "@sanity/icons/Heart";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredFigure, slugField } from "../fields";

export const csrInitiative = defineType({
  name: "csrInitiative",
  title: "CSR initiative",
  type: "document",
  icon: HeartIcon,
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(100) }),
    slugField(),
    defineField({
      name: "location",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "startedOn",
      title: "Started",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "summary",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "impact",
      type: "array",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.max(4),
    }),
    requiredFigure("image"),
    defineField({ name: "body", type: "blockContent" }),
    defineField({
      name: "order",
      type: "number",
      description: "Lower numbers are shown first.",
      validation: (rule) => rule.integer(),
    }),
  ],
  orderings: [
    { title: "Display order", name: "order", by: [{ field: "order", direction: "asc" }] },
  ],
  preview: { select: { title: "title", subtitle: "location", media: "image" } },
});
