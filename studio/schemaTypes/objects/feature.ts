import { defineField, defineType } from "sanity";

/** A short titled point: a value on the about page, a highlight of a service line. */
export const feature = defineType({
  name: "feature",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "description",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required().max(300),
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
