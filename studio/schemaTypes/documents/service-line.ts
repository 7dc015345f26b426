import { LockIcon } from "@sanity/icons/Lock";
import { ThListIcon } from "@sanity/icons/ThList";
import { defineField, defineType } from "sanity";
import { DEFAULT_LANGUAGE } from "../../../contract/languages.ts";
import {
  bodyField,
  DISPLAY_ORDER,
  languageField,
  listField,
  orderField,
  requiredFigure,
  seoField,
  stringField,
  textField,
  titleAndSlug,
  withLanguage,
} from "../fields";

/**
 * The company's service lines. The key ties a document to the site's routes
 * (its public page and its members-only module page); there is one document
 * per key and language (the Hindi translation shares its English document's key).
 */
const SERVICE_LINE_KEYS = [
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

const MEMBERS_ONLY = "Shown only to signed-in members who hold this module.";

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
    languageField(),
    ...titleAndSlug(60, "public", { perLanguage: true }),
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
          const language = context.document?.language ?? DEFAULT_LANGUAGE;
          const client = context.getClient({ apiVersion: "2025-02-19" });
          const taken = await client.fetch<number>(
            'count(*[_type == "serviceLine" && key == $key && language == $language && !(_id in [$id, "drafts." + $id])])',
            { key, id, language },
          );
          return (
            taken === 0 || "Another service line document in this language already uses this key."
          );
        }),
    }),
    stringField("tagline", 90, { group: "public" }),
    textField("summary", { rows: 3, max: 300 }, { group: "public" }),
    { ...requiredFigure("image"), group: "public" },
    listField("highlights", "feature", 6, { group: "public" }),
    bodyField({ title: "Public page text", group: "public", optional: true }),
    defineField({
      name: "pageBuilder",
      title: "Sections below the text",
      type: "pageBuilder",
      group: "public",
      description: "Blocks shown on the public page after its text and before its testimonials.",
    }),
    orderField("Lower numbers are listed first on /service.", "public"),
    textField(
      "memberIntro",
      { rows: 3, max: 400 },
      { title: "Module introduction", group: "members", description: MEMBERS_ONLY, optional: true },
    ),
    defineField({
      name: "memberBody",
      title: "Module content",
      type: "blockContent",
      group: "members",
      description: MEMBERS_ONLY,
    }),
    listField("memberResources", "link", undefined, {
      title: "Module resources",
      group: "members",
    }),
    seoField(),
  ],
  orderings: [DISPLAY_ORDER],
  preview: withLanguage({ select: { title: "title", subtitle: "tagline", media: "image" } }),
});
