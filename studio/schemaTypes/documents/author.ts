import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { requiredFigure, slugField } from "../fields";

export const author = defineType({
  name: "author",
  type: "document",
  icon: UserIcon,
  fields: [
    defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(80) }),
    slugField("name"),
    defineField({ name: "role", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "bio", type: "text", rows: 3, validation: (rule) => rule.max(400) }),
    requiredFigure("image", "Portrait"),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "image" } },
});
