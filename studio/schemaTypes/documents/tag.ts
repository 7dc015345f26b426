import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { slugField } from "../fields";

export const tag = defineType({
  name: "tag",
  type: "document",
  icon: TagIcon,
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(40) }),
    slugField(),
  ],
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
