import { StackIcon } from "@sanity/icons/Stack";
import { defineField, defineType } from "sanity";
import { languageField, stringField, withLanguage } from "../fields";

/**
 * A block edited in one place and shown on many pages (a page's "Shared
 * section" block points at it): the closing call to action of every campaign,
 * say. Publishing it changes every page that shows it. Translated as a whole: a Hindi page
 * points at the Hindi section.
 */
export const section = defineType({
  name: "section",
  title: "Shared section",
  type: "document",
  icon: StackIcon,
  fields: [
    languageField(),
    stringField("title", 90, { description: "For editors: how the section is found and named." }),
    defineField({ name: "blocks", type: "sectionBlocks" }),
  ],
  preview: withLanguage({
    select: { title: "title", first: "blocks.0._type" },
    prepare: ({ title, first }) => ({
      title: title as string | undefined,
      subtitle: first ? `Shared section: ${String(first)}` : "Shared section (empty)",
    }),
  }),
});
