import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType } from "sanity";
import { listField, referencesField, seoField, stringField, textField } from "../fields";

/** The three home layouts (/, /home-two, /home-three) all read this singleton. */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "sections", title: "Sections" },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    stringField("eyebrow", 60, { group: "hero", optional: true }),
    stringField("heading", 90, { group: "hero" }),
    textField("lead", { rows: 3, max: 300 }, { group: "hero" }),
    defineField({
      name: "primaryAction",
      title: "Main button",
      type: "link",
      group: "hero",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "secondaryAction", title: "Second button", type: "link", group: "hero" }),
    defineField({ name: "heroImage", title: "Hero image", type: "figure", group: "hero" }),
    stringField("servicesHeading", 80, { group: "sections" }),
    defineField({
      name: "featuredServices",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "reference", to: [{ type: "serviceLine" }] })],
      validation: (rule) => rule.required().min(3).max(9).unique(),
    }),
    listField("stats", "stat", 4, { title: "Figures", group: "sections" }),
    referencesField("featuredWork", "work", 6, { group: "sections" }),
    referencesField("featuredTestimonials", "testimonial", 6, { group: "sections" }),
    stringField("postsHeading", 80, { title: "Latest posts heading", group: "sections" }),
    stringField("closingHeading", 90, {
      title: "Closing call to action heading",
      group: "sections",
      optional: true,
    }),
    textField("closingText", { rows: 2, max: 300 }, { group: "sections", optional: true }),
    defineField({ name: "closingAction", type: "link", group: "sections" }),
    seoField(),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title: "Home page", subtitle: title }),
  },
});
