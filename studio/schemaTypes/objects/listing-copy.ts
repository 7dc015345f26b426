import { defineField, defineType } from "sanity";

/** The words of a listing page: its heading, a line under it, and its description for search. */
export const listingCopy = defineType({
  name: "listingCopy",
  title: "Page words",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      description:
        "The page's heading, its breadcrumb and the start of its title in search results.",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "intro",
      description: "A sentence under the heading (optional).",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "description",
      title: "Search description",
      description: "What search engines and link previews show under the title.",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: { select: { title: "heading", subtitle: "intro" } },
});
