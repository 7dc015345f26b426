import { CogIcon } from "@sanity/icons/Cog";
import { defineField, defineType } from "sanity";
import { listField, localizedStringField, localizedTextField, stringField } from "../fields";

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/**
 * Company details shown in the header, footer and contact page: a singleton. Its words are
 * translated field by field: tagline, description, address, the footer links'
 * labels and the 404 page, each an internationalized array (English required).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    stringField("companyName", 80),
    localizedStringField("tagline", { optional: true, max: 120 }),
    localizedTextField(
      "description",
      { min: 70, max: 160, lengthLevel: "warning" },
      {
        description:
          "The default description for search results and link previews (70 to 160 characters).",
      },
    ),
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
    localizedTextField("address", {}),
    listField("socialLinks", "link", undefined),
    listField("footerLinks", "siteLink", 10),
    defineField({ name: "shareImage", title: "Default sharing image", type: "figure" }),
    defineField({
      name: "notFound",
      title: "Page not found (404)",
      description: "What a visitor reads at an address with no page.",
      type: "object",
      fields: [
        localizedStringField("heading", { max: 80 }),
        localizedTextField("text", { max: 300 }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
