import { defineField, defineType } from "sanity";

/** A figure with its label: "12,000+" learners guided. */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  fields: [
    defineField({ name: "value", type: "string", validation: (rule) => rule.required().max(12) }),
    defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(60) }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});
