import { FolderIcon } from "@sanity/icons/Folder";
import { defineType } from "sanity";
import { localizedTextField, localizedTitleAndSlug, localizedValue } from "../fields";

/** One category for both languages' posts: its words in each language (decision 0053). */
export const category = defineType({
  name: "category",
  type: "document",
  icon: FolderIcon,
  fields: [
    ...localizedTitleAndSlug(60),
    localizedTextField("description", { optional: true, max: 200 }),
  ],
  preview: {
    select: { title: "title", subtitle: "description" },
    prepare: ({ title, subtitle }: { title?: unknown; subtitle?: unknown }) => ({
      title: localizedValue(title),
      subtitle: localizedValue(subtitle),
    }),
  },
});
