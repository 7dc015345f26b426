import { defineField, defineType } from "sanity";

/** What search engines and link previews show. Empty fields fall back to the page's own. */
export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      type: "string",
      description: "Shown in search results and browser tabs. Best under 60 characters.",
      validation: (rule) =>
        rule.max(60).warning("Search engines cut titles after about 60 characters."),
    }),
    defineField({
      name: "description",
      type: "text",
      rows: 3,
      description: "The summary under the title in search results. Best 70 to 160 characters.",
      validation: (rule) => [
        rule.min(70).warning("Under 70 characters says little in a search result."),
        rule.max(160).warning("Search engines cut descriptions after about 160 characters."),
      ],
    }),
    defineField({
      name: "image",
      title: "Sharing image",
      type: "figure",
      description: "Used when the page is shared. Falls back to the page's main image.",
    }),
  ],
});
