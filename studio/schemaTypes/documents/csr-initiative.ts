import { HeartIcon } from "@sanity/icons/Heart";
import { defineField, defineType } from "sanity";
import {
  bodyField,
  DISPLAY_ORDER,
  languageField,
  listField,
  orderField,
  requiredFigure,
  stringField,
  textField,
  titleAndSlug,
  withLanguage,
} from "../fields";

export const csrInitiative = defineType({
  name: "csrInitiative",
  title: "CSR initiative",
  type: "document",
  icon: HeartIcon,
  fields: [
    languageField(),
    ...titleAndSlug(100, undefined, { perLanguage: true }),
    stringField("location", 80),
    defineField({
      name: "startedOn",
      title: "Started",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    textField("summary", { rows: 3, max: 300 }),
    listField("impact", "stat", 4),
    requiredFigure("image"),
    bodyField({ optional: true }),
    orderField("Lower numbers are shown first."),
  ],
  orderings: [DISPLAY_ORDER],
  preview: withLanguage({ select: { title: "title", subtitle: "location", media: "image" } }),
});
