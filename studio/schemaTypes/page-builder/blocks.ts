import { BarChartIcon } from "@sanity/icons/BarChart";
import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { BlockquoteIcon } from "@sanity/icons/Blockquote";
import { DashboardIcon } from "@sanity/icons/Dashboard";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { ImageIcon } from "@sanity/icons/Image";
import { ImagesIcon } from "@sanity/icons/Images";
import { RocketIcon } from "@sanity/icons/Rocket";
import { StackIcon } from "@sanity/icons/Stack";
import { StarIcon } from "@sanity/icons/Star";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { UsersIcon } from "@sanity/icons/Users";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bodyField, listField, referencesField, stringField, textField } from "../fields";

/**
 * The blocks a page is composed of, and the one place their fields are written. Each is an
 * object type of its own, so a page, a home layout, a service line and a reusable section list
 * the same blocks. `npm run typegen` makes the site's checks from them; the site draws each with
 * one component (app/page-builder/), and tests fail until it reads every field (decision 0057).
 */

/** A choice of how a block is drawn, shown as radio buttons. */
const layoutField = (name: string, choices: [value: string, title: string][], initial: string) =>
  defineField({
    name,
    type: "string",
    options: { list: choices.map(([value, title]) => ({ value, title })), layout: "radio" },
    initialValue: initial,
    validation: (rule) => rule.required(),
  });

/** A block's own heading, optional unless said. */
const headingField = (optional = true) => stringField("heading", 90, { optional });

const subtitle =
  (kind: string) =>
  ({ title }: { title?: string }) => ({
    title: title || `(${kind} without a heading)`,
    subtitle: kind,
  });

const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  icon: RocketIcon,
  fields: [
    stringField("eyebrow", 60, { optional: true, description: "A short line above the heading." }),
    headingField(false),
    textField("text", { rows: 3, max: 300 }, { optional: true }),
    defineField({ name: "image", type: "figure" }),
    defineField({
      name: "links",
      title: "Buttons",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.max(2),
    }),
    layoutField(
      "variant",
      [
        ["full", "Full: words on the dark band"],
        ["compact", "Compact: a shorter band"],
        ["split", "Split: the picture beside the words"],
      ],
      "full",
    ),
  ],
  preview: { select: { title: "heading", media: "image" }, prepare: subtitle("Hero") },
});

const richText = defineType({
  name: "richText",
  title: "Text",
  type: "object",
  icon: BlockContentIcon,
  fields: [bodyField()],
  preview: {
    select: { body: "body" },
    prepare: ({ body }: { body?: { children?: { text?: string }[] }[] }) => ({
      title: body?.[0]?.children?.map((child) => child.text).join("") || "(empty text)",
      subtitle: "Text",
    }),
  },
});

const callToAction = defineType({
  name: "callToAction",
  title: "Call to action",
  type: "object",
  icon: BlockquoteIcon,
  fields: [
    headingField(false),
    textField("text", { rows: 2, max: 300 }, { optional: true }),
    defineField({ name: "link", type: "link", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "heading" }, prepare: subtitle("Call to action") },
});

const featureGrid = defineType({
  name: "featureGrid",
  title: "Feature grid",
  type: "object",
  icon: ThLargeIcon,
  fields: [
    headingField(false),
    textField("intro", { rows: 2, max: 300 }, { optional: true }),
    defineField({
      name: "features",
      type: "array",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.required().min(1).max(9),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: subtitle("Feature grid") },
});

const stats = defineType({
  name: "stats",
  title: "Figures",
  type: "object",
  icon: BarChartIcon,
  fields: [
    headingField(),
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { title: "heading", first: "stats.0.value", label: "stats.0.label" },
    prepare: ({ title, first, label }: { title?: string; first?: string; label?: string }) => ({
      title: title || [first, label].filter(Boolean).join(" ") || "(no figures)",
      subtitle: "Figures",
    }),
  },
});

const media = defineType({
  name: "media",
  title: "Picture",
  type: "object",
  icon: ImageIcon,
  fields: [
    defineField({ name: "image", type: "figure", validation: (rule) => rule.required() }),
    layoutField(
      "width",
      [
        ["text", "As wide as the text"],
        ["wide", "As wide as the page"],
      ],
      "text",
    ),
  ],
  preview: {
    select: { title: "image.alt", media: "image" },
    prepare: ({ title, media }: { title?: string; media?: unknown }) => ({
      title: title || "(picture)",
      subtitle: "Picture",
      media: media as never,
    }),
  },
});

const servicesGrid = defineType({
  name: "servicesGrid",
  title: "Services",
  type: "object",
  icon: DashboardIcon,
  fields: [
    headingField(false),
    defineField({
      name: "services",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "serviceLine" }] })],
      validation: (rule) => rule.required().min(1).max(9).unique(),
    }),
    layoutField(
      "layout",
      [
        ["cards", "Cards with pictures"],
        ["list", "A list of names and taglines"],
        ["rows", "A row each, picture beside its summary"],
      ],
      "cards",
    ),
  ],
  preview: { select: { title: "heading" }, prepare: subtitle("Services") },
});

const workGrid = defineType({
  name: "workGrid",
  title: "Work",
  type: "object",
  icon: ImagesIcon,
  fields: [headingField(false), referencesField("work", "work", 6)],
  preview: { select: { title: "heading" }, prepare: subtitle("Work") },
});

const testimonials = defineType({
  name: "testimonials",
  title: "Testimonials",
  type: "object",
  icon: UsersIcon,
  fields: [
    headingField(false),
    referencesField("testimonials", "testimonial", 6),
    layoutField(
      "layout",
      [
        ["grid", "A grid of cards"],
        ["quote", "The first one, quoted large"],
      ],
      "grid",
    ),
  ],
  preview: { select: { title: "heading" }, prepare: subtitle("Testimonials") },
});

const latestPosts = defineType({
  name: "latestPosts",
  title: "Latest posts",
  type: "object",
  icon: DocumentTextIcon,
  fields: [
    headingField(false),
    layoutField(
      "layout",
      [
        ["grid", "Cards"],
        ["classic", "A stack, picture beside the excerpt"],
        ["titles", "Titles and dates only"],
      ],
      "grid",
    ),
  ],
  preview: { select: { title: "heading" }, prepare: subtitle("Latest posts") },
});

const faqItem = defineType({
  name: "faqItem",
  title: "Question",
  type: "object",
  fields: [stringField("question", 160), textField("answer", { rows: 4, max: 1200 })],
  preview: { select: { title: "question", subtitle: "answer" } },
});

const faq = defineType({
  name: "faq",
  title: "Questions and answers",
  type: "object",
  icon: HelpCircleIcon,
  fields: [headingField(false), listField("items", "faqItem", 20, { title: "Questions" })],
  validation: (rule) =>
    rule.custom((value: { items?: unknown[] } | undefined) =>
      value?.items?.length ? true : "Add at least one question.",
    ),
  preview: { select: { title: "heading" }, prepare: subtitle("Questions and answers") },
});

const enquiryForm = defineType({
  name: "enquiryForm",
  title: "Enquiry form",
  type: "object",
  icon: EnvelopeIcon,
  fields: [headingField(false), textField("intro", { rows: 2, max: 300 }, { optional: true })],
  preview: { select: { title: "heading" }, prepare: subtitle("Enquiry form") },
});

const homeSlider = defineType({
  name: "homeSlider",
  title: "Course slider",
  type: "object",
  icon: StarIcon,
  description: "The slides staff manage in the console (Catalogue → Sliders), not here.",
  fields: [
    stringField("label", 60, {
      optional: true,
      description: "For editors only: a note on why the slider is here.",
    }),
  ],
  preview: { prepare: () => ({ title: "Course slider", subtitle: "Slides from the console" }) },
});

const sectionReference = defineType({
  name: "sectionReference",
  title: "Shared section",
  type: "object",
  icon: StackIcon,
  fields: [
    defineField({
      name: "section",
      type: "reference",
      to: [{ type: "section" }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "section.title" },
    prepare: ({ title }: { title?: string }) => ({
      title: title || "(no section chosen)",
      subtitle: "Shared section",
    }),
  },
});

/** Every block but the shared section: what a shared section itself is made of. */
export const CONTENT_BLOCKS = [
  hero,
  richText,
  callToAction,
  featureGrid,
  stats,
  media,
  servicesGrid,
  workGrid,
  testimonials,
  latestPosts,
  faq,
  enquiryForm,
  homeSlider,
];

export const BLOCK_OBJECT_TYPES = [...CONTENT_BLOCKS, sectionReference, faqItem];
