import type { DocumentActionComponent, Template } from "sanity";
import { SINGLETON_TYPES } from "./schemaTypes";

const singletons = new Set<string>(SINGLETON_TYPES);

/**
 * What an editor may do with a singleton. Duplicate, delete and unpublish are
 * left out: the site reads each singleton by its fixed id and has no page
 * without it.
 */
export const SINGLETON_ACTIONS = new Set([
  "publish",
  "discardChanges",
  "restore",
  "schedule",
  "discardVersion",
]);

/** Singletons are opened from the structure only, never created from "new document". */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !singletons.has(schemaType));
}

export function singletonSafeActions(
  actions: DocumentActionComponent[],
  { schemaType }: { schemaType: string },
): DocumentActionComponent[] {
  if (!singletons.has(schemaType)) return actions;
  return actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action));
}
