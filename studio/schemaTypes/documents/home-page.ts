import { HomeIcon } from "@sanity/icons/Home";
import { defineField, defineType } from "sanity";
import { languageField, seoField, withLanguage } from "../fields";

/** A home layout: its sections in order, one tab per address. */
const layoutField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "pageBuilder",
    group: name,
    description,
    validation: (rule) => rule.required().min(1),
  });

/**
 * The home page's three layouts (/ and /home-one, /home-two, /home-three):
 * each a list of the page builder's blocks, so editors reorder, add and remove
 * sections. Its search-and-sharing words serve all three (/ is their canonical).
 * One document per language: "homePage" in English, "homePage-hi" in Hindi (/hi…).
 */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "layoutOne", title: "/ and /home-one", default: true },
    { name: "layoutTwo", title: "/home-two" },
    { name: "layoutThree", title: "/home-three" },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    languageField(),
    layoutField("layoutOne", "Layout one", "The sections of / and /home-one, top to bottom."),
    layoutField("layoutTwo", "Layout two", "The sections of /home-two: stories first."),
    layoutField("layoutThree", "Layout three", "The sections of /home-three: services first."),
    seoField(),
  ],
  preview: withLanguage({ prepare: () => ({ title: "Home page" }) }),
});
