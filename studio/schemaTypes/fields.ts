import { defineArrayMember, defineField, type SortOrdering } from "sanity";

/** A URL slug made from a title; Sanity's default check keeps it unique per type. */
export const slugField = (source = "title", group?: string) =>
  defineField({
    name: "slug",
    type: "slug",
    group,
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required(),
  });

/** A document's title of at most `max` characters, and the slug of its address made from it. */
export const titleAndSlug = (max: number, group?: string) => [
  stringField("title", max, { group }),
  slugField("title", group),
];

export const seoField = () =>
  defineField({ name: "seo", title: "Search and sharing", type: "seo", group: "seo" });

export const requiredFigure = (name: string, title?: string) =>
  defineField({ name, title, type: "figure", validation: (rule) => rule.required() });

/** Content first, search and sharing on its own tab. */
export const CONTENT_AND_SEO_GROUPS = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "Search and sharing" },
];

/** What a field may say besides its name and type. */
interface FieldOptions {
  title?: string;
  /** The tab it is edited on. */
  group?: string;
  /** Help under the field's title. */
  description?: string;
  /** Allowed empty; fields are required unless said. */
  optional?: boolean;
}

/** A line of text of at most `max` characters. */
export const stringField = (
  name: string,
  max: number,
  { optional = false, ...options }: FieldOptions = {},
) =>
  defineField({
    name,
    type: "string",
    ...options,
    validation: (rule) => (optional ? rule.max(max) : rule.required().max(max)),
  });

/** A few lines of plain text (`rows` high in the studio) of at most `max` characters. */
export const textField = (
  name: string,
  { rows, max }: { rows: number; max: number },
  { optional = false, ...options }: FieldOptions = {},
) =>
  defineField({
    name,
    type: "text",
    rows,
    ...options,
    validation: (rule) => (optional ? rule.max(max) : rule.required().max(max)),
  });

type ListOptions = Omit<FieldOptions, "optional">;

/** A list of at most `max` objects of one type (figures, features, links). */
export const listField = (
  name: string,
  type: string,
  max: number | undefined,
  options: ListOptions = {},
) => arrayField(name, defineArrayMember({ type }), options, max);

/** A list of other documents of one type, each at most once, at most `max`. */
export const referencesField = (name: string, to: string, max: number, options: ListOptions = {}) =>
  arrayField(
    name,
    defineArrayMember({ type: "reference", to: [{ type: to }] }),
    options,
    max,
    true,
  );

function arrayField(
  name: string,
  member: ReturnType<typeof defineArrayMember>,
  options: ListOptions,
  max: number | undefined,
  unique = false,
) {
  return defineField({
    name,
    type: "array",
    ...options,
    of: [member],
    validation:
      max === undefined ? undefined : (rule) => (unique ? rule.max(max).unique() : rule.max(max)),
  });
}

/** The rich text of a page. */
export const bodyField = ({ optional = false, ...options }: FieldOptions = {}) =>
  defineField({
    name: "body",
    type: "blockContent",
    ...options,
    validation: optional ? undefined : (rule) => rule.required(),
  });

/** Where a document stands in its list: a whole number, lowest first. */
export const orderField = (description: string, group?: string) =>
  defineField({
    name: "order",
    type: "number",
    group,
    description,
    validation: (rule) => rule.integer(),
  });

/** The newest first by a date field, for the studio's sort menu. */
export const newestFirst = (field: string, name: string): SortOrdering => ({
  title: "Newest first",
  name,
  by: [{ field, direction: "desc" }],
});

/** The list ordered by `orderField`, for the studio's sort menu. */
export const DISPLAY_ORDER: SortOrdering = {
  title: "Display order",
  name: "order",
  by: [{ field: "order", direction: "asc" }],
};
