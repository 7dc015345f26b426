import { documentInternationalization } from "@sanity/document-internationalization";
import type { PluginOptions, SchemaTypeDefinition } from "sanity";
import { internationalizedArray } from "sanity-plugin-internationalized-array";
import {
  STUDIO_LANGUAGES,
  TRANSLATED_SINGLETON_TYPES,
  TRANSLATED_TYPES,
} from "./schemaTypes/translation";

/** Whole documents per language, and field-by-field arrays for siteSettings and listingPages. */
export const translationPlugins = [
  documentInternationalization({
    supportedLanguages: STUDIO_LANGUAGES,
    schemaTypes: [...TRANSLATED_TYPES],
    // Deleting a translation never waits on its link.
    weakReferences: true,
    // The plugin's "create translation" gives a random id, not a singleton's fixed homePage-hi.
    hideLanguageFilter: [...TRANSLATED_SINGLETON_TYPES],
  }),
  internationalizedArray({
    languages: STUDIO_LANGUAGES,
    defaultLanguages: ["en"],
    fieldTypes: ["string", "text"],
    buttonAddAll: false,
  }),
];

function schemaTypesOf(plugin: PluginOptions): SchemaTypeDefinition[] {
  const own = plugin.schema?.types;
  const types = Array.isArray(own) ? (own as SchemaTypeDefinition[]) : [];
  return [...types, ...(plugin.plugins ?? []).flatMap(schemaTypesOf)];
}

/** For the dataset validator, which compiles the schema without the studio. */
export const translationSchemaTypes: SchemaTypeDefinition[] =
  translationPlugins.flatMap(schemaTypesOf);
