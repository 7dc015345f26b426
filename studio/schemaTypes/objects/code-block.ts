import { CodeIcon } from "@sanity/icons/Code";
import { defineField, defineType } from "sanity";
import { stringField } from "../fields";

const CODE_LANGUAGES = [
  { title: "Plain text", value: "text" },
  { title: "HTML", value: "html" },
  { title: "CSS", value: "css" },
  { title: "JavaScript", value: "javascript" },
  { title: "TypeScript", value: "typescript" },
  { title: "JSON", value: "json" },
  { title: "Shell", value: "shell" },
];

export const codeBlock = defineType({
  name: "codeBlock",
  title: "Code",
  type: "object",
  icon: CodeIcon,
  fields: [
    defineField({
      name: "language",
      type: "string",
      options: { list: CODE_LANGUAGES },
      initialValue: "text",
      validation: (rule) => rule.required(),
    }),
    stringField("filename", 80, { optional: true }),
    defineField({
      name: "code",
      type: "text",
      rows: 8,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "filename", subtitle: "language", code: "code" },
    prepare: ({ title, subtitle, code }) => ({
      title: title || String(code ?? "").split("\n")[0] || "Code",
      subtitle,
    }),
  },
});
