import { TagIcon } from "@sanity/icons/Tag";
import { defineType } from "sanity";
import { slugField, stringField } from "../fields";

export const tag = defineType({
  name: "tag",
  type: "document",
  icon: TagIcon,
  fields: [stringField("title", 40), slugField()],
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
