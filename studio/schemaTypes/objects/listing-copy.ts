import { defineType } from "sanity";
import { localizedStringField, localizedTextField, localizedValue } from "../fields";

/**
 * The words of a listing page: its heading, a line under it, and its description for search,
 * each in every language (English required, Hindi falls back to it).
 */
export const listingCopy = defineType({
  name: "listingCopy",
  title: "Page words",
  type: "object",
  fields: [
    localizedStringField(
      "heading",
      { max: 80 },
      {
        description:
          "The page's heading, its breadcrumb and the start of its title in search results.",
      },
    ),
    localizedTextField(
      "intro",
      { optional: true, max: 300 },
      { description: "A sentence under the heading (optional)." },
    ),
    localizedTextField(
      "description",
      { max: 200 },
      {
        title: "Search description",
        description: "What search engines and link previews show under the title.",
      },
    ),
  ],
  preview: {
    select: { heading: "heading", intro: "intro" },
    prepare: ({ heading, intro }: { heading?: unknown; intro?: unknown }) => ({
      title: localizedValue(heading),
      subtitle: localizedValue(intro),
    }),
  },
});
