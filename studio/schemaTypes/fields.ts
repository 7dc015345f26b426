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

/**
 * A translated document's language: set by the translation plugin when the
 * document is made, never edited by hand. Required and one of the site's languages, so a
 * document the site could never show (it asks for one language) cannot be published.
 */
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

/**
 * Slug uniqueness per type AND language: an English post and its Hindi translation may share
 * a slug (/blog-details/x and /hi/blog-details/x), two posts of one language may not. The
 * document's own draft and versions do not count, as in Sanity's own check.
 */
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

/** A URL slug made from a title, unique per type (and per language for translated types). */
export const slugField = (source = "title", group?: string, { perLanguage = false } = {}) =>
  defineField({
    name: "slug",
    type: "slug",
    group,
    options: { source, maxLength: 96, ...(perLanguage ? { isUnique: isUniqueInLanguage } : {}) },
    validation: (rule) => rule.required(),
  });

/**
 * A translated type's list preview: its subtitle starts with the document's language
 * ("EN · Asha Rao"), so the lists show which language each document is in.
 */
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

/** One language's text of an internationalized array (sanity-plugin-internationalized-array v5). */
interface LocalizedItem {
  _key?: string;
  language?: string;
  value?: unknown;
}

/** The value in `language` of an internationalized array, for previews. */
export function localizedValue(items: unknown, language: string = DEFAULT_LANGUAGE) {
  if (!Array.isArray(items)) return undefined;
  const item = (items as LocalizedItem[]).find((entry) => entry?.language === language);
  return typeof item?.value === "string" ? item.value : undefined;
}

const languageTitle = (id: string | undefined) =>
  LANGUAGES.find((language) => language.id === id)?.title ?? id ?? "?";

/** Whether the default language's text is there (Hindi and the others are optional). */
function requireDefaultLanguage(items: unknown): CustomValidatorResult {
  return localizedValue(items)?.trim()
    ? true
    : `The ${languageTitle(DEFAULT_LANGUAGE)} text is required (the other languages are optional: the site shows ${languageTitle(DEFAULT_LANGUAGE)} where one is missing).`;
}

/**
 * One value per language, each of the site's languages. The plugin's own array rule says as
 * much, but a field's `validation` replaces its type's, so the fields below restate it.
 */
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

/** Each language's text within `min`..`max` characters, the message on the language's own value. */
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

/** What a translated field's text must hold; the lengths are errors unless `lengthLevel` says. */
interface LocalizedRules {
  optional?: boolean;
  min?: number;
  max?: number;
  lengthLevel?: "error" | "warning";
}

/**
 * A field translated in place: an internationalized array of `string` or `text`,
 * one value per language. The English value is required unless `optional`; each value keeps
 * the length rules the field had in one language.
 */
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

/** A line of text in each language, of at most `max` characters. */
export const localizedStringField = (
  name: string,
  rules: LocalizedRules,
  options: Omit<FieldOptions, "optional"> = {},
) => localizedField(name, "internationalizedArrayString", rules, options);

/** A few lines of plain text in each language. */
export const localizedTextField = (
  name: string,
  rules: LocalizedRules,
  options: Omit<FieldOptions, "optional"> = {},
) => localizedField(name, "internationalizedArrayText", rules, options);

/** A document's title of at most `max` characters, and the slug of its address made from it. */
export const titleAndSlug = (max: number, group?: string, { perLanguage = false } = {}) => [
  stringField("title", max, { group }),
  slugField("title", group, { perLanguage }),
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
