import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** Company details shown in the header, footer and contact page: a singleton. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "companyName",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: "tagline", type: "string", validation: (rule) => rule.max(120) }),
    defineField({
      name: "description",
      type: "text",
      rows: 3,
      description:
        "The default description for search results and link previews (70 to 160 characters).",
      validation: (rule) => [rule.required(), rule.min(70).warning(), rule.max(160).warning()],
    }),
    defineField({
      name: "contactNumber",
      type: "string",
      validation: (rule) => rule.required().regex(PHONE, { name: "phone number" }),
    }),
    defineField({
      name: "whatsappNumber",
      title: "WhatsApp number",
      type: "string",
      validation: (rule) => rule.required().regex(PHONE, { name: "phone number" }),
    }),
    defineField({
      name: "email",
      title: "E-mail",
      type: "string",
      validation: (rule) => rule.required().email(),
    }),
    defineField({ name: "address", type: "text", rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: "socialLinks",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
    }),
    defineField({
      name: "footerLinks",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.max(10),
    }),
    defineField({ name: "shareImage", title: "Default sharing image", type: "figure" }),
    defineField({
      name: "notFound",
      title: "Page not found (404)",
      description: "What a visitor reads at an address with no page.",
      type: "object",
      fields: [
        defineField({
          name: "heading",
          type: "string",
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: "text",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required().max(300),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
