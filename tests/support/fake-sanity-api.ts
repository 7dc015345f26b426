/**
 * Test helper: msw handlers that play one Sanity project's dataset for the
 * content import and export. They answer what the @sanity/client calls of
 * those commands send:
 *  - POST /vX/assets/images/{dataset}: stores the file and answers with an
 *    asset document named as Sanity names it (`image-<sha1>-<w>x<h>-<ext>`);
 *  - POST /vX/data/mutate/{dataset}: applies createOrReplace, refusing (409,
 *    as Sanity does) a strong reference to a document that does not exist;
 *  - GET/POST /vX/data/query/{dataset}: GROQ through groq-js, drafts hidden
 *    from a request without a token, as on a public dataset; the
 *    `perspective` (published, drafts, raw, or a release stack) applied as
 *    Sanity applies it, and a Content Source Map when `resultSourceMap` is asked;
 *  - GET /vX/data/export/{dataset}: every document, one a line (`sanity dataset export`);
 *  - GET https://cdn.sanity.io/images/{project}/{dataset}/{file}: the files.
 */
import { createHash, randomUUID } from "node:crypto";
import { evaluate, parse } from "groq-js";
import { HttpResponse, http } from "msw";
import sharp from "sharp";
import type { SanityDocument } from "../../scripts/content/dataset-files.ts";
import { sourceMapOf } from "./fake-source-map.ts";

interface RecordedTransaction {
  mutations: Array<Record<string, SanityDocument>>;
}

interface FakeSanityApi {
  handlers: ReturnType<typeof http.post>[];
  documents: Map<string, SanityDocument>;
  files: Map<string, Uint8Array>;
  uploads: Array<{ filename: string | null; contentType: string | null; id: string }>;
  transactions: RecordedTransaction[];
  queries: Array<{ query: string; token: boolean; perspective: string | null }>;
}

const EXTENSIONS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" };

function referencesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) referencesOf(item, found);
  else if (value && typeof value === "object") {
    const ref = value as { _ref?: unknown; _weak?: unknown };
    if (typeof ref._ref === "string" && ref._weak !== true) found.push(ref._ref);
    for (const item of Object.values(value)) referencesOf(item, found);
  }
  return found;
}

export function fakeSanityApi(projectId: string, dataset: string): FakeSanityApi {
  const api: FakeSanityApi = {
    handlers: [],
    documents: new Map(),
    files: new Map(),
    uploads: [],
    transactions: [],
    queries: [],
  };
  const base = `https://${projectId}.api.sanity.io/:version`;
  const cdn = `https://${projectId}.apicdn.sanity.io/:version`;

  const upload = http.post(`${base}/assets/images/${dataset}`, async ({ request }) => {
    const url = new URL(request.url);
    const bytes = new Uint8Array(await request.arrayBuffer());
    const {
      width = 0,
      height = 0,
      format = "jpeg",
      hasAlpha = false,
    } = await sharp(bytes).metadata();
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const extension = EXTENSIONS[format] ?? format;
    const fileName = `${sha1}-${width}x${height}.${extension}`;
    const filePath = `images/${projectId}/${dataset}/${fileName}`;
    const now = new Date().toISOString();
    const tiny = await sharp(bytes).resize({ width: 20 }).jpeg({ quality: 60 }).toBuffer();
    const document: SanityDocument = {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      _createdAt: now,
      _updatedAt: now,
      _rev: randomUUID(),
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: request.headers.get("content-type") ?? `image/${format}`,
      originalFilename: url.searchParams.get("filename") ?? undefined,
      size: bytes.length,
      uploadId: randomUUID(),
      path: filePath,
      url: `https://cdn.sanity.io/${filePath}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        lqip: `data:image/jpeg;base64,${tiny.toString("base64")}`,
        hasAlpha,
        isOpaque: !hasAlpha,
      },
    };
    api.files.set(document.url as string, bytes);
    // Sanity keeps one asset per file: a second upload answers with the first.
    const existing = api.documents.get(document._id);
    if (!existing) api.documents.set(document._id, document);
    api.uploads.push({
      filename: url.searchParams.get("filename"),
      contentType: request.headers.get("content-type"),
      id: document._id,
    });
    return HttpResponse.json({ document: existing ?? document });
  });

  const mutate = http.post(`${base}/data/mutate/${dataset}`, async ({ request }) => {
    const body = (await request.json()) as RecordedTransaction;
    api.transactions.push(body);
    const next = new Map(api.documents);
    for (const mutation of body.mutations) {
      const doc = mutation.createOrReplace;
      if (!doc) {
        return HttpResponse.json(
          { error: { description: "Only createOrReplace is faked" } },
          { status: 400 },
        );
      }
      next.set(doc._id, { ...doc, _rev: randomUUID(), _updatedAt: new Date().toISOString() });
    }
    for (const mutation of body.mutations) {
      const doc = mutation.createOrReplace as SanityDocument;
      const missing = referencesOf(doc).find((id) => !next.has(id));
      if (missing) {
        return HttpResponse.json(
          {
            error: {
              type: "mutationError",
              description: `Document "${doc._id}" references non-existent document "${missing}"`,
            },
          },
          { status: 409 },
        );
      }
    }
    api.documents = next;
    return HttpResponse.json({
      transactionId: randomUUID(),
      results: body.mutations.map((m) => ({ id: m.createOrReplace?._id, operation: "update" })),
    });
  });

  const query = async (request: Request) => {
    const url = new URL(request.url);
    let text = url.searchParams.get("query") ?? "";
    let params: Record<string, unknown> = {};
    for (const [name, value] of url.searchParams) {
      if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
    }
    if (request.method === "POST") {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> };
      text = body.query;
      params = body.params ?? {};
    }
    const token = request.headers.has("authorization");
    const perspective = url.searchParams.get("perspective");
    api.queries.push({ query: text, token, perspective });
    const all = [...api.documents.values()];
    const layers = (perspective ?? "published").split(",");
    // Without a token, only published documents are ever visible (a public dataset).
    const visible = !token
      ? perspectiveOf(all, ["published"])
      : layers.includes("raw")
        ? all
        : perspectiveOf(all, layers);
    const result = await (
      await evaluate(parse(text, { params }), { dataset: visible, params })
    ).get();
    if (!url.searchParams.has("resultSourceMap"))
      return HttpResponse.json({ query: text, result, ms: 1 });
    return HttpResponse.json({
      query: text,
      result,
      resultSourceMap: sourceMapOf(result, visible),
      ms: 1,
    });
  };

  const file = http.get(
    `https://cdn.sanity.io/images/${projectId}/${dataset}/:file`,
    ({ request }) => {
      const bytes = api.files.get(request.url.split("?")[0] as string);
      return bytes ? new HttpResponse(bytes) : new HttpResponse(null, { status: 404 });
    },
  );

  // `sanity dataset export` reads every document, drafts included, one a line.
  const exportAll = http.get(
    `${base}/data/export/${dataset}`,
    () =>
      new HttpResponse(
        [...api.documents.values()].map((doc) => `${JSON.stringify(doc)}\n`).join(""),
        {
          headers: { "content-type": "application/x-ndjson" },
        },
      ),
  );

  api.handlers = [
    upload,
    mutate,
    exportAll,
    http.get(`${base}/data/query/${dataset}`, ({ request }) => query(request)),
    http.post(`${base}/data/query/${dataset}`, ({ request }) => query(request)),
    // Published reads go to the API CDN.
    http.get(`${cdn}/data/query/${dataset}`, ({ request }) => query(request)),
    http.post(`${cdn}/data/query/${dataset}`, ({ request }) => query(request)),
    file,
  ];
  return api;
}

/**
 * A perspective as Sanity applies it: published documents, overlaid by each
 * layer from the last to the first ("drafts": `drafts.<id>`; a release
 * `r1`: `versions.r1.<id>`), each shown under its published id.
 */
function perspectiveOf(documents: SanityDocument[], layers: string[]): SanityDocument[] {
  const isVersion = (id: string) => id.startsWith("drafts.") || id.startsWith("versions.");
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) if (!isVersion(doc._id)) byId.set(doc._id, doc);
  for (const layer of [...layers].reverse()) {
    if (layer === "published") continue;
    const prefix = layer === "drafts" ? "drafts." : `versions.${layer}.`;
    for (const doc of documents) {
      if (!doc._id.startsWith(prefix)) continue;
      const id = doc._id.slice(prefix.length);
      byId.set(id, { ...doc, _id: id, _originalId: doc._id });
    }
  }
  return [...byId.values()];
}
