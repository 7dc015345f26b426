import { UserIcon } from "@sanity/icons/User";
import { defineType } from "sanity";
import {
  localizedStringField,
  localizedTextField,
  localizedValue,
  requiredFigure,
  slugField,
} from "../fields";

/** One person for both languages' posts: their name and lines in each language (decision 0053). */
export const author = defineType({
  name: "author",
  type: "document",
  icon: UserIcon,
  fields: [
    localizedStringField(
      "name",
      { max: 80 },
      { description: "As it is written in each language." },
    ),
    slugField((document) => localizedValue(document.name) ?? ""),
    localizedStringField("role", { max: 80 }),
    localizedTextField("bio", { optional: true, max: 400 }),
    requiredFigure("image", "Portrait"),
  ],
  preview: {
    select: { title: "name", subtitle: "role", media: "image" },
    prepare: ({
      title,
      subtitle,
      media,
    }: {
      title?: unknown;
      subtitle?: unknown;
      media?: unknown;
    }) => ({
      title: localizedValue(title),
      subtitle: localizedValue(subtitle),
      media: media as never,
    }),
  },
});
