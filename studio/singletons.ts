import type { DocumentActionComponent, Template, TemplateItem } from "sanity";
import { LANGUAGES } from "../contract/languages.ts";
import { SINGLETON_TYPES } from "./schemaTypes";
import { isTranslatedType, TRANSLATED_SINGLETON_TYPES } from "./schemaTypes/translation";

const singletons = new Set<string>(SINGLETON_TYPES);

/**
 * The template that makes a translated singleton's document in one language: the
 * translation plugin's own `<type>-<language>` template (it sets `language`). The desk opens
 * `homePage-hi` with `homePage-hi`; nothing else may use it.
 */
export const singletonTemplateId = (type: string, language: string) => `${type}-${language}`;

const SINGLETON_LANGUAGE_TEMPLATES = new Set(
  TRANSLATED_SINGLETON_TYPES.flatMap((type) =>
    LANGUAGES.map(({ id }) => singletonTemplateId(type, id)),
  ),
);

/**
 * What an editor may do with a singleton. Duplicate, delete and unpublish are
 * left out: the site reads each singleton by its fixed id and has no page
 * without it.
 */
const SINGLETON_ACTIONS = new Set([
  "publish",
  "discardChanges",
  "restore",
  "schedule",
  "discardVersion",
]);

/**
 * The templates the studio keeps. Singletons are opened from the structure only: of theirs,
 * only the per-language templates the desk opens them with stay (and no "new document" menu
 * offers them: withoutSingletonOptions). A translated type loses its template without a
 * language: every new post, page… is made in a language.
 */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ id, schemaType }) => {
    if (singletons.has(schemaType)) return SINGLETON_LANGUAGE_TEMPLATES.has(id);
    return !(isTranslatedType(schemaType) && id === schemaType);
  });
}

/** The "new document" menus: nothing that makes a singleton. */
export function withoutSingletonOptions(options: TemplateItem[]): TemplateItem[] {
  return options.filter(({ templateId }) => !SINGLETON_LANGUAGE_TEMPLATES.has(templateId));
}

export function singletonSafeActions(
  actions: DocumentActionComponent[],
  { schemaType }: { schemaType: string },
): DocumentActionComponent[] {
  if (!singletons.has(schemaType)) return actions;
  return actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action));
}
