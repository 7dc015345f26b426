/**
 * Validates a dataset in Sanity's export format against the studio schema.
 *
 * Every document (drafts included) goes through Sanity's own `validateDocument`
 * with the compiled studio schema, so the studio's exact rules apply: required
 * fields, lengths, URL schemes, slug uniqueness (Sanity's own GROQ query) and
 * custom rules such as the one-document-per-service-line key. Their client is a
 * stub that answers GROQ from the dataset itself through groq-js.
 *
 * On top of that come checks the studio leaves to its asset pipeline and
 * desk structure: a reference points at a document of a type the field allows,
 * every image has an asset whose document and file exist (the file named and
 * hashed as Sanity names it), and singletons have their fixed ids.
 *
 * Issue #30: the schema includes the translation plugins' types (internationalized
 * arrays, `translation.metadata`). A translated singleton has one fixed id per
 * language (`homePage`, `homePage-hi`) matching its `language`; a
 * `translation.metadata` document links documents of its `schemaTypes`, each
 * in the language its entry names, each language at most once, each document in
 * at most one such link.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import {
  createSchema,
  getPublishedId,
  isArraySchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isReferenceSchemaType,
  type Path,
  pathToString,
  type SanityClient,
  type SanityDocument,
  type Schema,
  type SchemaType,
  validateDocument,
} from "sanity";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "../contract/languages.ts";
import { imageFileName, sha1 } from "../scripts/content/dataset-files.ts";
import { translationSchemaTypes } from "../studio/i18n.ts";
import { SINGLETON_TYPES, schemaTypes } from "../studio/schemaTypes";
import {
  isTranslatedSingleton,
  singletonId,
  TRANSLATION_METADATA_TYPE,
} from "../studio/schemaTypes/translation.ts";

export interface DatasetProblem {
  id: string;
  /** Field path in the document, as Sanity prints it: `body[_key=="a1"].alt`. Empty for the whole document. */
  path: string;
  message: string;
  level: "error" | "warning";
}

export interface ValidateDatasetOptions {
  /** Folder of the image files (content/images). Without it, files are not checked. */
  imagesDir?: string;
}

/** Sanity's image asset id: `image-<sha1>-<width>x<height>-<ext>`. */
const IMAGE_ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;
const SINGLETONS = new Set<string>(SINGLETON_TYPES);

let compiled: Schema | undefined;
/** The studio schema, compiled as the studio compiles it (built-in types included). */
export function studioSchema(): Schema {
  compiled ??= createSchema({
    name: "default",
    types: [...schemaTypes, ...translationSchemaTypes],
  });
  const errors = compiled._validation?.flatMap((group) =>
    group.problems.filter((problem) => problem.severity === "error"),
  );
  if (errors?.length) {
    throw new Error(`The studio schema has errors: ${errors.map((e) => e.message).join("; ")}`);
  }
  return compiled;
}

/**
 * What validation's custom rules and slug check need of a client: GROQ
 * answered from the dataset (drafts included, as Sanity's "raw" perspective).
 */
function datasetClient(documents: SanityDocument[]): SanityClient {
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
  const client = {
    fetch,
    withConfig: () => client,
    getDataUrl: (operation: string, uri = "") => `/data/${operation}/dataset/${uri}`,
    observable: {
      fetch: () => {
        throw new Error("The dataset validator answers client.fetch only.");
      },
      request: () => {
        throw new Error("The dataset validator answers client.fetch only.");
      },
    },
  };
  return client as unknown as SanityClient;
}

function typeChainIncludes(type: SchemaType | undefined, name: string): boolean {
  for (let current = type; current; current = current.type) {
    if (current.name === name) return true;
  }
  return false;
}

interface WalkContext {
  byId: Map<string, SanityDocument>;
  report: (path: Path, message: string) => void;
}

/** Keys every stored object may carry besides its schema fields. */
const OBJECT_META = new Set(["_type", "_key"]);
const DOCUMENT_META = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt"]);

/**
 * Follows a value through its schema type: a reference must point at a
 * document of an allowed type, an image must have an asset, and an object may
 * hold only its schema's fields (a misspelt field would never reach a page).
 * A reference to a missing document is left to Sanity's own reference rule.
 */
function walk(value: unknown, type: SchemaType, at: Path, context: WalkContext): void {
  if (value === undefined || value === null) return;
  if (isReferenceSchemaType(type)) {
    const ref = (value as { _ref?: unknown })._ref;
    const target = typeof ref === "string" ? context.byId.get(ref) : undefined;
    const allowed = type.to.map((to) => to.name);
    if (target && !allowed.includes(target._type)) {
      context.report(
        at,
        `Reference to "${ref}" of type ${target._type}; this field allows ${allowed.join(", ")}.`,
      );
    }
    return;
  }
  if (isArraySchemaType(type)) {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      const segment = typeof key === "string" ? { _key: key } : index;
      const itemType = (item as { _type?: unknown } | null)?._type;
      const member =
        type.of.length === 1
          ? type.of[0]
          : type.of.find((candidate) => typeChainIncludes(candidate, String(itemType)));
      if (member) walk(item, member, [...at, segment], context);
    });
    return;
  }
  if (!isObjectSchemaType(type) || typeof value !== "object") return;
  if (isImageSchemaType(type)) {
    const asset = (value as { asset?: { _ref?: unknown } }).asset;
    if (typeof asset?._ref !== "string") context.report(at, "Image without an asset.");
  }
  const meta = at.length === 0 ? DOCUMENT_META : OBJECT_META;
  const fields = new Map(type.fields.map((field) => [field.name, field.type]));
  for (const [name, fieldValue] of Object.entries(value)) {
    const fieldType = fields.get(name);
    if (fieldType) walk(fieldValue, fieldType, [...at, name], context);
    else if (!meta.has(name))
      context.report([...at, name], `Unknown field "${name}" (not in the schema).`);
  }
}

/** Checks an image asset document and, given the folder, its file. */
async function checkImageAsset(
  asset: SanityDocument,
  imagesDir: string | undefined,
  report: (path: Path, message: string) => void,
): Promise<void> {
  const match = IMAGE_ASSET_ID.exec(asset._id);
  if (!match) {
    report([], "An image asset id must read image-<sha1>-<width>x<height>-<ext>.");
    return;
  }
  const [, named, width, height] = match;
  const metadata = asset.metadata as
    | { dimensions?: { width?: unknown; height?: unknown }; lqip?: unknown }
    | undefined;
  if (
    metadata?.dimensions?.width !== Number(width) ||
    metadata?.dimensions?.height !== Number(height)
  ) {
    report(["metadata", "dimensions"], `Dimensions must be ${width}x${height}, as the id says.`);
  }
  if (typeof metadata?.lqip !== "string" || !metadata.lqip.startsWith("data:image/")) {
    report(["metadata", "lqip"], "The blur placeholder (a data:image/ URL) is missing.");
  }
  if (!imagesDir) return;
  const fileName = imageFileName(asset._id) as string;
  const file = await readFile(path.join(imagesDir, fileName)).catch(() => undefined);
  if (!file) {
    report([], `The image file images/${fileName} is missing.`);
    return;
  }
  const digest = sha1(file);
  if (digest !== named) {
    report([], `images/${fileName} has SHA-1 ${digest}, so Sanity would not name it ${named}.`);
  }
}

/** The ids a singleton of `type` may have: one, or one per language when it is translated whole. */
function singletonIds(type: string): Map<string, string> {
  if (!isTranslatedSingleton(type)) return new Map([[type, DEFAULT_LANGUAGE]]);
  return new Map(LANGUAGES.map(({ id }) => [singletonId(type, id), id]));
}

/** A singleton's id: fixed, and for a translated one matching its language. */
function checkSingletonId(document: SanityDocument, report: (path: Path, message: string) => void) {
  const ids = singletonIds(document._type);
  const id = getPublishedId(document._id);
  const language = ids.get(id);
  if (language === undefined) {
    const allowed = [...ids.keys()].map((each) => `"${each}"`).join(" or ");
    report(
      [],
      `A ${document._type} is a singleton: its id must be ${allowed} (or the same after "drafts.").`,
    );
    return;
  }
  if (isTranslatedSingleton(document._type) && document.language !== language) {
    report(
      ["language"],
      `The ${document._type} "${id}" is the ${language} one: its language must be "${language}".`,
    );
  }
}

interface TranslationEntry {
  _key?: string;
  language?: unknown;
  value?: { _ref?: unknown };
}

/**
 * A `translation.metadata` document's links: each entry's document exists (published or
 * draft), is of one of the metadata's `schemaTypes`, and is in the language the entry names;
 * each language once; a document in one link only (`linkedBy` remembers whose it is).
 */
function checkTranslationMetadata(
  document: SanityDocument,
  byId: Map<string, SanityDocument>,
  linkedBy: Map<string, string>,
  report: (path: Path, message: string) => void,
) {
  const schemaTypes = Array.isArray(document.schemaTypes)
    ? (document.schemaTypes as unknown[]).filter((type) => typeof type === "string")
    : [];
  if (schemaTypes.length === 0) report(["schemaTypes"], "Name the translated document type.");
  const entries = Array.isArray(document.translations)
    ? (document.translations as TranslationEntry[])
    : [];
  if (entries.length === 0) report(["translations"], "A translation link without translations.");
  const seen = new Set<unknown>();
  for (const [index, entry] of entries.entries()) {
    const at: Path = ["translations", entry?._key ? { _key: entry._key } : index];
    const { language } = entry ?? {};
    if (!isLanguage(language)) {
      report([...at, "language"], `Unknown language "${String(language)}".`);
    } else if (seen.has(language)) {
      report([...at, "language"], `Language "${language}" is linked twice.`);
    }
    seen.add(language);
    const ref = entry?.value?._ref;
    if (typeof ref !== "string") {
      report([...at, "value"], "A translation without its document.");
      continue;
    }
    const target = byId.get(ref) ?? byId.get(`drafts.${ref}`);
    if (!target) {
      report([...at, "value"], `No document "${ref}" (published or draft).`);
      continue;
    }
    if (!schemaTypes.includes(target._type)) {
      report(
        [...at, "value"],
        `"${ref}" is a ${target._type}; this link is for ${schemaTypes.join(", ") || "no type"}.`,
      );
    }
    if (target.language !== language) {
      report(
        [...at, "value"],
        `"${ref}" is in "${String(target.language)}", not "${String(language)}" as the entry says.`,
      );
    }
    const other = linkedBy.get(ref);
    if (other !== undefined && other !== getPublishedId(document._id)) {
      report([...at, "value"], `"${ref}" is already linked by ${other}.`);
    }
    linkedBy.set(ref, getPublishedId(document._id));
  }
}

/**
 * Every problem of the dataset, errors and warnings, in document order.
 * Infos are left out.
 */
export async function validateDataset(
  documents: SanityDocument[],
  options: ValidateDatasetOptions = {},
): Promise<DatasetProblem[]> {
  const schema = studioSchema();
  const problems: DatasetProblem[] = [];
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) {
    if (byId.has(doc._id)) {
      problems.push({ id: doc._id, path: "", level: "error", message: "Duplicate document id." });
    }
    byId.set(doc._id, doc);
  }
  const client = datasetClient(documents);
  const workspace = {
    schema,
    getClient: () => client,
    // Undefined: validation falls back to its built-in English messages.
    i18n: undefined as never,
  };
  const getDocumentExists = async ({ id }: { id: string }) => byId.has(id);
  /** Which translation.metadata document links each document, for "one link per document". */
  const linkedBy = new Map<string, string>();

  for (const document of documents) {
    const report =
      (level: DatasetProblem["level"]) =>
      (at: Path, message: string): void => {
        problems.push({ id: document._id, path: pathToString(at), level, message });
      };
    const error = report("error");

    if (document._type === "sanity.imageAsset") {
      await checkImageAsset(document, options.imagesDir, error);
      continue;
    }
    const type = schema.get(document._type);
    if (type?.type?.name !== "document") {
      error([], `Unknown document type "${document._type}".`);
      continue;
    }
    if (SINGLETONS.has(document._type)) checkSingletonId(document, error);
    if (document._type === TRANSLATION_METADATA_TYPE) {
      checkTranslationMetadata(document, byId, linkedBy, error);
    }

    const markers = await validateDocument({
      document,
      workspace,
      getDocumentExists,
      // "studio": the levels an editor sees. In "cli" mode Sanity adds an
      // unknown-fields check that turns every rule of an object field (slug,
      // figure, link) into a warning; unknown fields are checked by walk().
      environment: "studio",
    });
    for (const marker of markers) {
      if (marker.level === "info") continue;
      report(marker.level)(marker.path, marker.message);
    }
    walk(document, type, [], { byId, report: error });
  }
  return problems;
}

/** One line per problem: `error post-1 body[_key=="a"].alt: Required`. */
export function formatProblems(problems: DatasetProblem[]): string {
  return problems
    .map((p) => `${p.level} ${p.id}${p.path ? ` ${p.path}` : ""}: ${p.message}`)
    .join("\n");
}
