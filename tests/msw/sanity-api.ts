import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { HttpResponse, http } from "msw";
import {
  draftsPerspective,
  parseNdjson,
  publishedPerspective,
  type SanityDocument,
} from "../../app/content/embedded-source.server.ts";

/**
 * A stand-in for Sanity's query API (we do not run Sanity): it answers
 * GET and POST /vX/data/query/{dataset} on the project's api and apicdn hosts
 * by running the GROQ with groq-js over a dataset (content/ by default), so
 * the same query text can be compared across both sources.
 */
export interface SanityApiOptions {
  projectId: string;
  dataset: string;
  documents?: SanityDocument[];
  /** Requests seen, for assertions on host, perspective and token. */
  onRequest?: (request: Request) => void;
}

export async function loadContentDocuments(): Promise<SanityDocument[]> {
  const file = path.resolve(import.meta.dirname, "../../content/data.ndjson");
  return parseNdjson(await readFile(file, "utf8"));
}

function decodeParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
  }
  return params;
}

export function sanityApiHandlers(options: SanityApiOptions) {
  const documents = options.documents ?? [];
  const answer = async (request: Request) => {
    options.onRequest?.(request);
    const url = new URL(request.url);
    let query = url.searchParams.get("query") ?? "";
    let params = decodeParams(url);
    if (request.method === "POST") {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> };
      query = body.query;
      params = body.params ?? {};
    }
    const perspective = url.searchParams.get("perspective") ?? "raw";
    const dataset =
      perspective === "drafts"
        ? draftsPerspective(documents)
        : perspective === "published"
          ? publishedPerspective(documents)
          : documents;
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      return HttpResponse.json({ query, result, ms: 1 });
    } catch (error) {
      return HttpResponse.json(
        { error: { description: String(error), type: "queryParseError" } },
        { status: 400 },
      );
    }
  };
  return ["api", "apicdn"].flatMap((host) => {
    const route = `https://${options.projectId}.${host}.sanity.io/:version/data/query/${options.dataset}`;
    return [
      http.get(route, ({ request }) => answer(request)),
      http.post(route, ({ request }) => answer(request)),
    ];
  });
}
