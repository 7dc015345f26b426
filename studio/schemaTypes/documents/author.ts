import { UserIcon } from "@sanity/icons/User";
import { defineType } from "sanity";
import { requiredFigure, slugField, stringField, textField } from "../fields";

export const author = defineType({
  name: "author",
  type: "document",
  icon: UserIcon,
  fields: [
    stringField("name", 80),
    slugField("name"),
    stringField("role", 80),
    textField("bio", { rows: 3, max: 400 }, { optional: true }),
    requiredFigure("image", "Portrait"),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "image" } },
});
