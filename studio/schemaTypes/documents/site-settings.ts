import { CogIcon } from "@sanity/icons/Cog";
import { defineField, defineType } from "sanity";
import { listField, stringField, textField } from "../fields";

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** Company details shown in the header, footer and contact page: a singleton. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    stringField("companyName", 80),
    stringField("tagline", 120, { optional: true }),
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
    listField("socialLinks", "link", undefined),
    listField("footerLinks", "link", 10),
    defineField({ name: "shareImage", title: "Default sharing image", type: "figure" }),
    defineField({
      name: "notFound",
      title: "Page not found (404)",
      description: "What a visitor reads at an address with no page.",
      type: "object",
      fields: [stringField("heading", 80), textField("text", { rows: 3, max: 300 })],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
