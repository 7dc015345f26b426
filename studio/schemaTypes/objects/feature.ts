import { defineType } from "sanity";
import { stringField, textField } from "../fields";

/** A short titled point: a value on the about page, a highlight of a service line. */
export const feature = defineType({
  name: "feature",
  type: "object",
  fields: [stringField("title", 60), textField("description", { rows: 2, max: 300 })],
  preview: { select: { title: "title", subtitle: "description" } },
});
