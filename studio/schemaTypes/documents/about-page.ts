import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineType } from "sanity";
import {
  bodyField,
  CONTENT_AND_SEO_GROUPS,
  languageField,
  listField,
  requiredFigure,
  seoField,
  stringField,
  textField,
  withLanguage,
} from "../fields";

/**
 * The /about page: a singleton, one document per language ("aboutPage" in English,
 * "aboutPage-hi" in Hindi).
 */
export const aboutPage = defineType({
  name: "aboutPage",
  title: "About page",
  type: "document",
  icon: InfoOutlineIcon,
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    languageField(),
    stringField("title", 80, { group: "content" }),
    textField("intro", { rows: 3, max: 400 }, { group: "content" }),
    { ...requiredFigure("image"), group: "content" },
    textField("mission", { rows: 3, max: 400 }, { group: "content" }),
    textField("vision", { rows: 3, max: 400 }, { group: "content" }),
    listField("values", "feature", 6, { group: "content" }),
    listField("stats", "stat", 4, { title: "Figures", group: "content" }),
    bodyField({ title: "Our story", group: "content", optional: true }),
    seoField(),
  ],
  preview: withLanguage({ select: { title: "title" } }),
});
