import {
  type CustomValidatorResult,
  defineArrayMember,
  defineField,
  getPublishedId,
  type PreviewConfig,
  type SlugIsUniqueValidator,
  type SortOrdering,
} from "sanity";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "../../contract/languages.ts";
import { languageBadge } from "./translation";

const API_VERSION = "2025-02-19";

/** Set by the plugin; required, so a document the site cannot show is never published. */
export const languageField = () =>
  defineField({
    name: "language",
    type: "string",
    readOnly: true,
    hidden: true,
    validation: (rule) =>
      rule
        .required()
        .custom(
          (value) =>
            value === undefined ||
            isLanguage(value) ||
            `Unknown language "${String(value)}": one of ${LANGUAGES.map(({ id }) => id).join(", ")}.`,
        ),
  });

/** Per type and language: a post and its Hindi translation may share a slug (/hi/… apart). */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  if (!document) return true;
  const language = typeof document.language === "string" ? document.language : DEFAULT_LANGUAGE;
  return getClient({ apiVersion: API_VERSION })
    .withConfig({ perspective: "raw" })
    .fetch<boolean>(
      `!defined(*[_type == $type && !sanity::versionOf($published) && slug.current == $slug && language == $language][0]._id)`,
      { type: document._type, published: getPublishedId(document._id), slug, language },
    );
};

type SlugSource = string | ((document: Record<string, unknown>) => string);

export const slugField = (
  source: SlugSource = "title",
  group?: string,
  { perLanguage = false } = {},
) =>
  defineField({
    name: "slug",
    type: "slug",
    group,
    options: { source, maxLength: 96, ...(perLanguage ? { isUnique: isUniqueInLanguage } : {}) },
    validation: (rule) => rule.required(),
  });

/** The subtitle starts with the language ("EN · Asha Rao"), so lists show it. */
export function withLanguage({
  select = {},
  prepare,
}: {
  select?: Record<string, string>;
  prepare?: (selection: Record<string, unknown>) => {
    title?: string;
    subtitle?: string;
    media?: unknown;
  };
}): PreviewConfig {
  return {
    select: { ...select, language: "language" },
    prepare: (selection: Record<string, unknown>) => {
      const { language, ...rest } = selection;
      const shown = prepare
        ? prepare(rest)
        : {
            title: rest.title as string | undefined,
            subtitle: rest.subtitle as string | undefined,
            media: rest.media,
          };
      return {
        ...shown,
        subtitle: [languageBadge(language), shown.subtitle].filter(Boolean).join(" · "),
      } as ReturnType<NonNullable<PreviewConfig["prepare"]>>;
    },
  };
}

/** sanity-plugin-internationalized-array v5's item. */
interface LocalizedItem {
  _key?: string;
  language?: string;
  value?: unknown;
}

export function localizedValue(items: unknown, language: string = DEFAULT_LANGUAGE) {
  if (!Array.isArray(items)) return undefined;
  const item = (items as LocalizedItem[]).find((entry) => entry?.language === language);
  return typeof item?.value === "string" ? item.value : undefined;
}

const languageTitle = (id: string | undefined) =>
  LANGUAGES.find((language) => language.id === id)?.title ?? id ?? "?";

function requireDefaultLanguage(items: unknown): CustomValidatorResult {
  return localizedValue(items)?.trim()
    ? true
    : `The ${languageTitle(DEFAULT_LANGUAGE)} text is required (the other languages are optional: the site shows ${languageTitle(DEFAULT_LANGUAGE)} where one is missing).`;
}

/** Restates the plugin's own rule: a field's `validation` replaces its type's. */
function oneValuePerLanguage(items: unknown): CustomValidatorResult {
  if (!Array.isArray(items)) return true;
  const seen = new Set<string>();
  const problems = (items as LocalizedItem[]).flatMap((item) => {
    if (!item?._key) return [];
    const path = [{ _key: item._key }];
    if (!isLanguage(item.language)) {
      return [{ message: `Unknown language "${String(item.language)}".`, path }];
    }
    if (seen.has(item.language)) {
      return [{ message: `${languageTitle(item.language)} is here twice.`, path }];
    }
    seen.add(item.language);
    return [];
  });
  return problems.length === 0 ? true : problems;
}

function lengthsWithin(items: unknown, { min, max }: { min?: number; max?: number }) {
  if (!Array.isArray(items)) return true;
  const problems = (items as LocalizedItem[]).flatMap((item) => {
    const text = typeof item?.value === "string" ? item.value : "";
    if (!text || !item._key) return [];
    const tooLong = max !== undefined && text.length > max;
    const tooShort = min !== undefined && text.length < min;
    if (!tooLong && !tooShort) return [];
    const limit = tooLong ? `at most ${max}` : `at least ${min}`;
    return [
      {
        message: `${languageTitle(item.language)}: ${limit} characters (${text.length} now).`,
        path: [{ _key: item._key }, "value"],
      },
    ];
  });
  return problems.length === 0 ? true : problems;
}

interface LocalizedRules {
  optional?: boolean;
  min?: number;
  max?: number;
  lengthLevel?: "error" | "warning";
}

function localizedField(
  name: string,
  type: "internationalizedArrayString" | "internationalizedArrayText",
  { optional = false, min, max, lengthLevel = "error" }: LocalizedRules,
  options: Omit<FieldOptions, "optional">,
) {
  return defineField({
    name,
    type,
    ...options,
    validation: (rule) => {
      const lengths = rule.custom((items) => lengthsWithin(items, { min, max }));
      return [
        rule.custom(oneValuePerLanguage),
        ...(optional ? [] : [rule.custom(requireDefaultLanguage)]),
        lengthLevel === "warning" ? lengths.warning() : lengths,
      ];
    },
  });
}

export const localizedStringField = (
  name: string,
  rules: LocalizedRules,
  options: Omit<FieldOptions, "optional"> = {},
) => localizedField(name, "internationalizedArrayString", rules, options);

export const localizedTextField = (
  name: string,
  rules: LocalizedRules,
  options: Omit<FieldOptions, "optional"> = {},
) => localizedField(name, "internationalizedArrayText", rules, options);

export const titleAndSlug = (max: number, group?: string, { perLanguage = false } = {}) => [
  stringField("title", max, { group }),
  slugField("title", group, { perLanguage }),
];

/** A title in every language (a term shared by both languages' posts); the slug from the English. */
export const localizedTitleAndSlug = (max: number) => [
  localizedStringField("title", { max }),
  slugField((document) => localizedValue(document.title) ?? ""),
];

export const seoField = () =>
  defineField({ name: "seo", title: "Search and sharing", type: "seo", group: "seo" });

export const requiredFigure = (name: string, title?: string) =>
  defineField({ name, title, type: "figure", validation: (rule) => rule.required() });

export const CONTENT_AND_SEO_GROUPS = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "Search and sharing" },
];

interface FieldOptions {
  title?: string;
  group?: string;
  description?: string;
  /** Fields are required unless said. */
  optional?: boolean;
}

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

export const listField = (
  name: string,
  type: string,
  max: number | undefined,
  options: ListOptions = {},
) => arrayField(name, defineArrayMember({ type }), options, max);

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

export const bodyField = ({ optional = false, ...options }: FieldOptions = {}) =>
  defineField({
    name: "body",
    type: "blockContent",
    ...options,
    validation: optional ? undefined : (rule) => rule.required(),
  });

export const orderField = (description: string, group?: string) =>
  defineField({
    name: "order",
    type: "number",
    group,
    description,
    validation: (rule) => rule.integer(),
  });

export const newestFirst = (field: string, name: string): SortOrdering => ({
  title: "Newest first",
  name,
  by: [{ field, direction: "desc" }],
});

export const DISPLAY_ORDER: SortOrdering = {
  title: "Display order",
  name: "order",
  by: [{ field: "order", direction: "asc" }],
};
