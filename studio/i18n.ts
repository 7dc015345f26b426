import { documentInternationalization } from "@sanity/document-internationalization";
import type { PluginOptions, SchemaTypeDefinition } from "sanity";
import { internationalizedArray } from "sanity-plugin-internationalized-array";
import {
  STUDIO_LANGUAGES,
  TRANSLATED_SINGLETON_TYPES,
  TRANSLATED_TYPES,
} from "./schemaTypes/translation";

/**
 * The studio's two translation plugins, with the site's languages
 * (contract/languages.ts):
 *  - whole documents: post, work, page… have one document per language, each with its
 *    `language`; the plugin's menu in a document makes or opens its translation, and its
 *    `translation.metadata` documents link the translations (weak references, so deleting a
 *    translation never waits on its link);
 *  - single fields: siteSettings' and listingPages' words are internationalized arrays of
 *    `string` or `text`, one value per language.
 */
export const translationPlugins = [
  documentInternationalization({
    supportedLanguages: STUDIO_LANGUAGES,
    schemaTypes: [...TRANSLATED_TYPES],
    weakReferences: true,
    // A singleton's translation has a fixed id (homePage-hi), which the plugin's "create
    // translation" (a random id) cannot give: the desk opens each language's singleton instead.
    hideLanguageFilter: [...TRANSLATED_SINGLETON_TYPES],
  }),
  internationalizedArray({
    languages: STUDIO_LANGUAGES,
    defaultLanguages: ["en"],
    fieldTypes: ["string", "text"],
    buttonAddAll: false,
  }),
];

/** The schema types a plugin (and the plugins it brings) adds. */
function schemaTypesOf(plugin: PluginOptions): SchemaTypeDefinition[] {
  const own = plugin.schema?.types;
  const types = Array.isArray(own) ? (own as SchemaTypeDefinition[]) : [];
  return [...types, ...(plugin.plugins ?? []).flatMap(schemaTypesOf)];
}

/**
 * The types the translation plugins add to the schema (`translation.metadata`, the
 * `internationalizedArray*` arrays and their values), for code that compiles the schema
 * without the studio: the dataset validator.
 */
export const translationSchemaTypes: SchemaTypeDefinition[] =
  translationPlugins.flatMap(schemaTypesOf);
