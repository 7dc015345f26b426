import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType } from "sanity";
import { seoField } from "../fields";

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
    defineField({
      name: "eyebrow",
      type: "string",
      group: "hero",
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: "heading",
      type: "string",
      group: "hero",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "lead",
      type: "text",
      rows: 3,
      group: "hero",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "primaryAction",
      title: "Main button",
      type: "link",
      group: "hero",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "secondaryAction", title: "Second button", type: "link", group: "hero" }),
    defineField({ name: "heroImage", title: "Hero image", type: "figure", group: "hero" }),
    defineField({
      name: "servicesHeading",
      type: "string",
      group: "sections",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "featuredServices",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "reference", to: [{ type: "serviceLine" }] })],
      validation: (rule) => rule.required().min(3).max(9).unique(),
    }),
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: "featuredWork",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "reference", to: [{ type: "work" }] })],
      validation: (rule) => rule.max(6).unique(),
    }),
    defineField({
      name: "featuredTestimonials",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.max(6).unique(),
    }),
    defineField({
      name: "postsHeading",
      title: "Latest posts heading",
      type: "string",
      group: "sections",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "closingHeading",
      title: "Closing call to action heading",
      type: "string",
      group: "sections",
      validation: (rule) => rule.max(90),
    }),
    defineField({
      name: "closingText",
      type: "text",
      rows: 2,
      group: "sections",
      validation: (rule) => rule.max(300),
    }),
    defineField({ name: "closingAction", type: "link", group: "sections" }),
    seoField(),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title: "Home page", subtitle: title }),
  },
});
