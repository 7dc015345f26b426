import type { DocumentActionComponent, Template, TemplateItem } from "sanity";
import { LANGUAGES } from "../contract/languages.ts";
import { SINGLETON_TYPES } from "./schemaTypes";
import { isTranslatedType, TRANSLATED_SINGLETON_TYPES } from "./schemaTypes/translation";

const singletons = new Set<string>(SINGLETON_TYPES);

/** The translation plugin's own template (it sets `language`); only the desk may use it. */
export const singletonTemplateId = (type: string, language: string) => `${type}-${language}`;

const SINGLETON_LANGUAGE_TEMPLATES = new Set(
  TRANSLATED_SINGLETON_TYPES.flatMap((type) =>
    LANGUAGES.map(({ id }) => singletonTemplateId(type, id)),
  ),
);

/** No duplicate, delete or unpublish: the site has no page without the singleton's fixed id. */
const SINGLETON_ACTIONS = new Set([
  "publish",
  "discardChanges",
  "restore",
  "schedule",
  "discardVersion",
]);

/** Singletons open from the structure only; every new translated document is made in a language. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ id, schemaType }) => {
    if (singletons.has(schemaType)) return SINGLETON_LANGUAGE_TEMPLATES.has(id);
    return !(isTranslatedType(schemaType) && id === schemaType);
  });
}

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
