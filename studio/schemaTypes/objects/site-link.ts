import { LinkIcon } from "@sanity/icons/Link";
import { defineType } from "sanity";
import { localizedStringField, localizedValue } from "../fields";
import { hrefField } from "./link";

/**
 * A link of the site's own menus (the footer's): its label in each language, one
 * address for all (the site puts a Hindi page's /hi in front of a path of the site).
 */
export const siteLink = defineType({
  name: "siteLink",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [localizedStringField("label", { max: 40 }), hrefField],
  preview: {
    select: { label: "label", subtitle: "href" },
    prepare: ({ label, subtitle }: { label?: unknown; subtitle?: string }) => ({
      title: localizedValue(label) ?? "(no English label)",
      subtitle,
    }),
  },
});
