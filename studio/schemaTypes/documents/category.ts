import { FolderIcon } from "@sanity/icons/Folder";
import { defineField, defineType } from "sanity";
import { slugField } from "../fields";

export const category = defineType({
  name: "category",
  type: "document",
  icon: FolderIcon,
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(60) }),
    slugField(),
    defineField({
      name: "description",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
