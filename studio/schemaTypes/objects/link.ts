import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";

/** A link's address: a path of the site, a web address, mailto: or tel: (every link type's). */
export const hrefField = defineField({
  name: "href",
  title: "URL",
  type: "url",
  validation: (rule) =>
    rule.required().uri({ allowRelative: true, scheme: ["http", "https", "mailto", "tel"] }),
});

export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(40) }),
    hrefField,
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
