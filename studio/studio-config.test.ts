import { evaluate, parse } from "groq-js";
import type { DocumentActionComponent, Template, TemplateItem } from "sanity";
import type { StructureBuilder, StructureResolverContext } from "sanity/structure";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../contract/languages.ts";
import { DOCUMENT_FIELDS, DOCUMENT_TYPES } from "../tests/support/studio-schema.ts";
import { translationPlugins, translationSchemaTypes } from "./i18n";
import { SINGLETON_TYPES, schemaTypes } from "./schemaTypes";
import { TRANSLATED_TYPES } from "./schemaTypes/translation";
import {
  singletonSafeActions,
  withoutSingletonOptions,
  withoutSingletonTemplates,
} from "./singletons";
import { missingTranslations, SINGLETON_ITEMS, STRUCTURE_GROUPS, structure } from "./structure";

/** A stand-in StructureBuilder that records every call; each call returns another stand-in. */
function recordingBuilder() {
  const calls: Array<[string, unknown[]]> = [];
  const node: unknown = new Proxy(() => node, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        calls.push([method, args]);
        return node;
      },
  });
  return { S: node as StructureBuilder, calls };
}

describe("studio structure", () => {
  it("lists every document type once: singletons on their own, the rest in groups", () => {
    const grouped = STRUCTURE_GROUPS.flatMap((group) => group.types);
    const singles = SINGLETON_ITEMS.map((item) => item.type);
    expect([...singles].sort()).toEqual([...SINGLETON_TYPES].sort());
    expect([...grouped, ...singles].sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("opens each singleton as its one document and keeps it out of the type lists", () => {
    const { S, calls } = recordingBuilder();
    structure(S, {} as StructureResolverContext);
    const argsOf = (method: string) =>
      calls.filter(([name]) => name === method).map(([, args]) => args[0]);
    for (const type of SINGLETON_TYPES) {
      expect(argsOf("documentId")).toContain(type);
      expect(argsOf("schemaType")).toContain(type);
      expect(argsOf("documentTypeListItem")).not.toContain(type);
    }
    expect([...argsOf("documentTypeListItem")].sort()).toEqual(
      DOCUMENT_TYPES.filter(
        (type) => !(SINGLETON_TYPES as readonly string[]).includes(type),
      ).sort(),
    );
  });
});

describe("singletons", () => {
  const template = (schemaType: string) => ({ id: schemaType, schemaType }) as Template;
  const action = (name: string) =>
    Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;
  const all = ["publish", "discardChanges", "restore", "duplicate", "delete", "unpublish"].map(
    action,
  );

  const languageTemplate = (schemaType: string, language: string) =>
    ({ id: `${schemaType}-${language}`, schemaType }) as Template;

  it("have no 'new document' template; a translated one keeps only those the desk opens it with", () => {
    const kept = withoutSingletonTemplates([
      ...["author", ...SINGLETON_TYPES, "tag"].map(template),
      ...SINGLETON_TYPES.flatMap((type) => [
        languageTemplate(type, "en"),
        languageTemplate(type, "hi"),
        languageTemplate(type, "parameterized"),
      ]),
    ]);
    expect(kept.map((t) => t.id)).toEqual([
      "author",
      "tag",
      "homePage-en",
      "homePage-hi",
      "aboutPage-en",
      "aboutPage-hi",
    ]);
    // ...and no "new document" menu offers those.
    const options = kept.map(({ id }) => ({ templateId: id }) as TemplateItem);
    expect(withoutSingletonOptions(options).map((o) => o.templateId)).toEqual(["author", "tag"]);
  });

  it("cannot be duplicated, deleted or unpublished; other documents keep every action", () => {
    for (const type of SINGLETON_TYPES) {
      const names = singletonSafeActions(all, { schemaType: type }).map((a) => a.action);
      expect(names).toEqual(["publish", "discardChanges", "restore"]);
    }
    expect(singletonSafeActions(all, { schemaType: "post" })).toEqual(all);
  });
});

describe("translations (issue #30)", () => {
  const template = (id: string, schemaType: string) => ({ id, schemaType }) as Template;

  it("makes every new translated document in a language: the template without one is gone", () => {
    const kept = withoutSingletonTemplates([
      template("post", "post"),
      template("post-en", "post"),
      template("post-hi", "post"),
      template("post-parameterized", "post"),
      template("tag", "tag"),
    ]);
    expect(kept.map((t) => t.id)).toEqual(["post-en", "post-hi", "post-parameterized", "tag"]);
  });

  it("configures both plugins with the site's languages", () => {
    const [documents, fields] = translationPlugins;
    expect(documents?.name).toBe("@sanity/document-internationalization");
    expect(fields?.name).toBe("sanity-plugin-internationalized-array");
    const types = translationSchemaTypes.map((type) => type.name);
    expect(types).toEqual(
      expect.arrayContaining([
        "translation.metadata",
        "internationalizedArrayString",
        "internationalizedArrayText",
      ]),
    );
    const metadata = documents?.schema?.types as Array<{
      name: string;
      fields?: Array<{ name: string; options?: { list?: string[] } }>;
    }>;
    const schemaTypesField = metadata[0]?.fields?.find((field) => field.name === "schemaTypes");
    expect(schemaTypesField?.options?.list).toEqual([...TRANSLATED_TYPES]);
    expect(LANGUAGES.map(({ id }) => id)).toEqual(["en", "hi"]);
  });

  it("gives every translated type a hidden, read-only language field", () => {
    for (const type of TRANSLATED_TYPES) {
      expect(DOCUMENT_FIELDS.get(type)?.has("language"), type).toBe(true);
      const definition = schemaTypes.find((each) => each.name === type) as {
        fields: Array<{ name: string; hidden?: boolean; readOnly?: boolean }>;
      };
      const field = definition.fields.find((each) => each.name === "language");
      expect(field, type).toMatchObject({ hidden: true, readOnly: true });
    }
  });

  it("keeps slugs unique per language for the translated types that have a slug", () => {
    for (const type of ["post", "work", "page", "serviceLine"]) {
      const definition = schemaTypes.find((each) => each.name === type) as {
        fields: Array<{ name: string; options?: { isUnique?: unknown } }>;
      };
      const slug = definition.fields.find((each) => each.name === "slug");
      expect(typeof slug?.options?.isUnique, type).toBe("function");
    }
  });

  it("opens a translated singleton in each language: homePage, homePage-hi", () => {
    const { S, calls } = recordingBuilder();
    structure(S, {} as StructureResolverContext);
    const argsOf = (method: string) =>
      calls.filter(([name]) => name === method).map(([, args]) => args[0]);
    for (const type of ["homePage", "aboutPage"]) {
      expect(argsOf("documentId")).toEqual(expect.arrayContaining([type, `${type}-hi`]));
      expect(argsOf("initialValueTemplate")).toEqual(
        expect.arrayContaining([`${type}-en`, `${type}-hi`]),
      );
    }
    expect(argsOf("documentId")).not.toContain("siteSettings-hi");
  });

  it("lists, per translated type, the English documents with no Hindi translation", () => {
    const { S, calls } = recordingBuilder();
    structure(S, {} as StructureResolverContext);
    const argsOf = (method: string) =>
      calls.filter(([name]) => name === method).map(([, args]) => args[0]);
    expect(argsOf("title")).toContain("Missing translations");
    const params = argsOf("params") as Array<{ type: string; source: string; target: string }>;
    expect(params.map((p) => p.type).sort()).toEqual([...TRANSLATED_TYPES].sort());
    expect(new Set(params.map((p) => `${p.source}→${p.target}`))).toEqual(new Set(["en→hi"]));
  });

  describe("the missing-translations filter", () => {
    const post = (id: string, language: string) => ({ _id: id, _type: "post", language });
    const link = (id: string, ...translations: Array<[string, string]>) => ({
      _id: id,
      _type: "translation.metadata",
      schemaTypes: ["post"],
      translations: translations.map(([language, ref]) => ({
        _key: `${language}-${ref}`,
        _type: "internationalizedArrayReferenceValue",
        language,
        value: { _type: "reference", _ref: ref, _weak: true },
      })),
    });
    const missing = async (type: (typeof TRANSLATED_TYPES)[number], dataset: unknown[]) => {
      const { filter, params } = missingTranslations(type, "hi");
      const tree = parse(`*[${filter}]._id`, { params });
      return ((await (await evaluate(tree, { dataset, params })).get()) as string[]).sort();
    };

    it("names English documents without a Hindi entry in their link, drafts by their published id", async () => {
      const dataset = [
        post("translated", "en"),
        post("translated-hi", "hi"),
        link("i18n-translated", ["en", "translated"], ["hi", "translated-hi"]),
        post("alone", "en"),
        post("only-english-link", "en"),
        link("i18n-only-english-link", ["en", "only-english-link"]),
        post("drafts.draft-translated", "en"),
        link("i18n-draft", ["en", "draft-translated"], ["hi", "drafts.x-hi"]),
        post("drafts.draft-alone", "en"),
        post("versions.r1.alone", "en"),
      ];
      expect(await missing("post", dataset)).toEqual([
        "alone",
        "drafts.draft-alone",
        "only-english-link",
      ]);
    });

    it("names a singleton by its own fixed-id translation, without links", async () => {
      const home = (id: string, language: string) => ({ _id: id, _type: "homePage", language });
      expect(await missing("homePage", [home("homePage", "en")])).toEqual(["homePage"]);
      expect(
        await missing("homePage", [home("homePage", "en"), home("drafts.homePage-hi", "hi")]),
      ).toEqual([]);
    });
  });
});
