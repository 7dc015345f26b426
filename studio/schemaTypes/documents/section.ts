import { StackIcon } from "@sanity/icons/Stack";
import { defineField, defineType } from "sanity";
import { stringField } from "../fields";

/**
 * A block edited in one place and shown on many pages (a page's "Shared
 * section" block points at it): the closing call to action of every campaign,
 * say. Publishing it changes every page that shows it.
 */
export const section = defineType({
  name: "section",
  title: "Shared section",
  type: "document",
  icon: StackIcon,
  fields: [
    stringField("title", 90, { description: "For editors: how the section is found and named." }),
    defineField({ name: "blocks", type: "sectionBlocks" }),
  ],
  preview: {
    select: { title: "title", first: "blocks.0._type" },
    prepare: ({ title, first }: { title?: string; first?: string }) => ({
      title,
      subtitle: first ? `Shared section: ${first}` : "Shared section (empty)",
    }),
  },
});
