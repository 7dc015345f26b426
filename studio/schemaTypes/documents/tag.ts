import { TagIcon } from "@sanity/icons/Tag";
import { defineType } from "sanity";
import { localizedTitleAndSlug, localizedValue } from "../fields";

/** One tag for both languages' posts: its name in each language (decision 0053). */
export const tag = defineType({
  name: "tag",
  type: "document",
  icon: TagIcon,
  fields: localizedTitleAndSlug(40),
  preview: {
    select: { title: "title", subtitle: "slug.current" },
    prepare: ({ title, subtitle }: { title?: unknown; subtitle?: string }) => ({
      title: localizedValue(title),
      subtitle,
    }),
  },
});
