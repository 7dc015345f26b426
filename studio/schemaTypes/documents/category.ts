import { FolderIcon } from "@sanity/icons/Folder";
import { defineType } from "sanity";
import { textField, titleAndSlug } from "../fields";

export const category = defineType({
  name: "category",
  type: "document",
  icon: FolderIcon,
  fields: [
    ...titleAndSlug(60),
    textField("description", { rows: 2, max: 200 }, { optional: true }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
