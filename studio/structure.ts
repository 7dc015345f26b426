import { CogIcon } from "@sanity/icons/Cog";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { HomeIcon } from "@sanity/icons/Home";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { SearchIcon } from "@sanity/icons/Search";
import { ThListIcon } from "@sanity/icons/ThList";
import { TranslateIcon } from "@sanity/icons/Translate";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../contract/languages.ts";
import {
  isTranslatedSingleton,
  languageBadge,
  singletonId,
  TRANSLATED_TYPES,
  TRANSLATION_METADATA_TYPE,
  type TranslatedType,
} from "./schemaTypes/translation";
import { singletonTemplateId } from "./singletons";

/** Exported so a test can check that no document type is left out. */
export const SINGLETON_ITEMS = [
  { type: "siteSettings", title: "Site settings", icon: CogIcon },
  { type: "homePage", title: "Home page", icon: HomeIcon },
  { type: "aboutPage", title: "About page", icon: InfoOutlineIcon },
  { type: "listingPages", title: "Listing pages", icon: ThListIcon },
  { type: "searchSynonyms", title: "Search synonyms", icon: SearchIcon },
] as const;

export const STRUCTURE_GROUPS = [
  { title: "Pages", types: ["page", "section"] },
  { title: "Blog", types: ["post", "author", "category", "tag"] },
  { title: "Work", types: ["work"] },
  { title: "Testimonials", types: ["testimonial"] },
  { title: "CSR", types: ["csrInitiative"] },
  { title: "Service lines", types: ["serviceLine"] },
  { title: "Redirects", types: ["redirect"] },
] as const;

const TRANSLATED_TITLES: Record<TranslatedType, string> = {
  post: "Blog posts",
  work: "Work",
  page: "Pages",
  serviceLine: "Service lines",
  aboutPage: "About page",
  homePage: "Home page",
  testimonial: "Testimonials",
  section: "Shared sections",
  csrInitiative: "CSR initiatives",
};

const API_VERSION = "2025-02-19";

/** A draft counts as its published id, which the metadata refers to. */
const MISSING_TRANSLATION_FILTER = `_type == $type && language == $source && !(_id in path("versions.**")) && count(*[_type == "${TRANSLATION_METADATA_TYPE}" && string::split(^._id, "drafts.")[-1] in translations[].value._ref && $target in translations[defined(value._ref)].language]) == 0`;

/** A translated singleton has no metadata: its translation has a fixed id. */
const MISSING_SINGLETON_TRANSLATION_FILTER = `_type == $type && language == $source && !(_id in path("versions.**")) && count(*[_type == $type && language == $target]) == 0`;

export function missingTranslations(type: TranslatedType, target: Language) {
  return {
    filter: isTranslatedSingleton(type)
      ? MISSING_SINGLETON_TRANSLATION_FILTER
      : MISSING_TRANSLATION_FILTER,
    params: { type, source: DEFAULT_LANGUAGE, target },
  };
}

const languageTitle = (language: Language) =>
  LANGUAGES.find(({ id }) => id === language)?.title ?? language;

const singletonDocument = (S: StructureBuilder, type: string, title: string, language: Language) =>
  S.document()
    .schemaType(type)
    .documentId(singletonId(type, language))
    .initialValueTemplate(singletonTemplateId(type, language))
    .title(`${title} (${languageBadge(language)})`);

const singletonItem = (
  S: StructureBuilder,
  { type, title, icon }: { type: string; title: string; icon: ComponentType },
) => {
  const item = S.listItem().id(type).title(title).icon(icon);
  if (!isTranslatedSingleton(type)) {
    return item.child(S.document().schemaType(type).documentId(type).title(title));
  }
  return item.child(
    S.list()
      .id(`${type}-languages`)
      .title(title)
      .items(
        LANGUAGES.map(({ id }) =>
          S.listItem()
            .id(singletonId(type, id))
            .title(`${title}: ${languageTitle(id)}`)
            .icon(icon)
            .child(singletonDocument(S, type, title, id)),
        ),
      ),
  );
};

const groupItem = (
  S: StructureBuilder,
  { title, types }: { title: string; types: readonly string[] },
) => {
  const [only] = types;
  if (types.length === 1 && only) return S.documentTypeListItem(only).title(title);
  return S.listItem()
    .id(title.toLowerCase())
    .title(title)
    .icon(DocumentsIcon)
    .child(
      S.list()
        .title(title)
        .items(types.map((type) => S.documentTypeListItem(type))),
    );
};

const missingTranslationsItem = (S: StructureBuilder) => {
  const targets = LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE);
  return S.listItem()
    .id("missing-translations")
    .title("Missing translations")
    .icon(TranslateIcon)
    .child(
      S.list()
        .id("missing-translations-list")
        .title("Missing translations")
        .items(
          targets.flatMap(({ id: target, title: targetTitle }) =>
            TRANSLATED_TYPES.map((type) => {
              const { filter, params } = missingTranslations(type, target);
              const title = `${TRANSLATED_TITLES[type]} without ${targetTitle}`;
              return S.listItem()
                .id(`missing-${target}-${type}`)
                .title(title)
                .schemaType(type)
                .child(
                  S.documentList()
                    .id(`missing-${target}-${type}-list`)
                    .title(title)
                    .schemaType(type)
                    .apiVersion(API_VERSION)
                    .filter(filter)
                    .params(params),
                );
            }),
          ),
        ),
    );
};

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...SINGLETON_ITEMS.map((item) => singletonItem(S, item)),
      S.divider(),
      ...STRUCTURE_GROUPS.map((group) => groupItem(S, group)),
      S.divider(),
      missingTranslationsItem(S),
    ]);
