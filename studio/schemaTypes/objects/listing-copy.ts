import { defineType } from "sanity";
import { stringField, textField } from "../fields";

/** The words of a listing page: its heading, a line under it, and its description for search. */
export const listingCopy = defineType({
  name: "listingCopy",
  title: "Page words",
  type: "object",
  fields: [
    stringField("heading", 80, {
      description:
        "The page's heading, its breadcrumb and the start of its title in search results.",
    }),
    textField(
      "intro",
      { rows: 2, max: 300 },
      { description: "A sentence under the heading (optional).", optional: true },
    ),
    textField(
      "description",
      { rows: 2, max: 200 },
      {
        title: "Search description",
        description: "What search engines and link previews show under the title.",
      },
    ),
  ],
  preview: { select: { title: "heading", subtitle: "intro" } },
});
