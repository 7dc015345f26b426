import { FolderIcon } from "@sanity/icons/Folder";
import { defineType } from "sanity";
import { slugField, stringField, textField } from "../fields";

export const category = defineType({
  name: "category",
  type: "document",
  icon: FolderIcon,
  fields: [
    stringField("title", 60),
    slugField(),
    textField("description", { rows: 2, max: 200 }, { optional: true }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
