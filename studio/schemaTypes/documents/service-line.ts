import { LockIcon } from "@sanity/icons/Lock";
import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredFigure, seoField, slugField } from "../fields";

/**
 * The company's service lines. The key ties a document to the site's routes
 * (its public page and its members-only module page); there is one document
 * per key.
 */
export const SERVICE_LINE_KEYS = [
  { title: "PMT aspirants (pro_pmt)", value: "pmt" },
  { title: "Pharma Edge", value: "pharma-edge" },
  { title: "RepHub", value: "rephub" },
  { title: "Shatayu", value: "shatayu" },
  { title: "Astira", value: "astira" },
  { title: "Education guidance", value: "education" },
  { title: "Career guidance", value: "career" },
  { title: "Micro-business", value: "micro-business" },
  { title: "Spiritual", value: "spiritual" },
];

export const serviceLine = defineType({
  name: "serviceLine",
  title: "Service line",
  type: "document",
  icon: ThListIcon,
  groups: [
    { name: "public", title: "Public page", default: true },
    { name: "members", title: "Members-only module", icon: LockIcon },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    defineField({
      name: "title",
      type: "string",
      group: "public",
      validation: (rule) => rule.required().max(60),
    }),
    { ...slugField(), group: "public" },
    defineField({
      name: "key",
      title: "Service line",
      type: "string",
      group: "public",
      description: "Which of the company's service lines this document describes.",
      options: { list: SERVICE_LINE_KEYS },
      validation: (rule) =>
        rule.required().custom(async (key, context) => {
          if (!key) return true;
          const id = context.document?._id.replace(/^drafts\./, "");
          const client = context.getClient({ apiVersion: "2025-02-19" });
          const taken = await client.fetch<number>(
            'count(*[_type == "serviceLine" && key == $key && !(_id in [$id, "drafts." + $id])])',
            { key, id },
          );
          return taken === 0 || "Another service line document already uses this key.";
        }),
    }),
    defineField({
      name: "tagline",
      type: "string",
      group: "public",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "summary",
      type: "text",
      rows: 3,
      group: "public",
      validation: (rule) => rule.required().max(300),
    }),
    { ...requiredFigure("image"), group: "public" },
    defineField({
      name: "highlights",
      type: "array",
      group: "public",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({ name: "body", title: "Public page text", type: "blockContent", group: "public" }),
    defineField({
      name: "order",
      type: "number",
      group: "public",
      description: "Lower numbers are listed first on /service.",
      validation: (rule) => rule.integer(),
    }),
    defineField({
      name: "memberIntro",
      title: "Module introduction",
      type: "text",
      rows: 3,
      group: "members",
      description: "Shown only to signed-in members who hold this module.",
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: "memberBody",
      title: "Module content",
      type: "blockContent",
      group: "members",
      description: "Shown only to signed-in members who hold this module.",
    }),
    defineField({
      name: "memberResources",
      title: "Module resources",
      type: "array",
      group: "members",
      of: [defineArrayMember({ type: "link" })],
    }),
    seoField(),
  ],
  orderings: [
    { title: "Display order", name: "order", by: [{ field: "order", direction: "asc" }] },
  ],
  preview: { select: { title: "title", subtitle: "tagline", media: "image" } },
});
