import { defineType } from "sanity";
import { stringField } from "../fields";

/** A figure with its label: "12,000+" learners guided. */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  fields: [stringField("value", 12), stringField("label", 60)],
  preview: { select: { title: "value", subtitle: "label" } },
});
