import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";
import { stringField } from "../fields";

/**
 * Every picture on the site is a figure: an image with a hotspot and the alt
 * text a screen reader reads. Alt text is required, so no image can be
 * published without it.
 */
export const figure = defineType({
  name: "figure",
  title: "Image",
  type: "image",
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "What the picture shows, for people who cannot see it.",
      validation: (rule) => rule.required().min(3).max(160),
    }),
    stringField("caption", 200, { optional: true }),
  ],
  preview: {
    select: { title: "alt", subtitle: "caption", media: "asset" },
  },
});
