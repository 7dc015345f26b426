import { TagIcon } from "@sanity/icons/Tag";
import { defineType } from "sanity";
import { titleAndSlug } from "../fields";

export const tag = defineType({
  name: "tag",
  type: "document",
  icon: TagIcon,
  fields: titleAndSlug(40),
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
