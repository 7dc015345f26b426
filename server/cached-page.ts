// One page of the page cache (decision 0028).
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import { LRUCache } from "lru-cache";

export interface RenderedPage {
  status: number;
  /** Pairs, since Set-Cookie may repeat. */
  headers: [string, string][];
  body: Buffer;
}

export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** What content a filled page shows (or `*`): kept with the page, never sent. */
export const CONTENT_TAGS_HEADER = "x-portal-content-tags";

const MAX_TAGS_LENGTH = 8 * 1024;

export function contentTagsHeader(tags: ReadonlySet<string>): string {
  const value = [...tags].join(" ");
  return value.length > MAX_TAGS_LENGTH ? "*" : value;
}

/** None means "every publish". */
function tagsOf(page: RenderedPage): ReadonlySet<string> | "*" {
  const value = page.headers.find(([name]) => name === CONTENT_TAGS_HEADER)?.[1];
  if (value === undefined || value === "*") return "*";
  return new Set(value.split(" ").filter(Boolean));
}

export interface CachedPage {
  filledAt: number;
  tags: ReadonlySet<string> | "*";
  etagBase: string;
  /** Compressed variants; the rare visitor who takes neither gets the page unpacked from gzip. */
  variants: Record<Exclude<Encoding, "identity">, Variant>;
  identityHeaders: OutgoingHttpHeaders;
  notModified: Record<Encoding, OutgoingHttpHeaders>;
  size: number;
}

/** The fill's own, not the visitor's: the visitor's request id names its log line. */
const FILL_OWN_HEADERS = ["x-request-id"];

const DROPPED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "content-security-policy",
  "set-cookie",
  CONTENT_TAGS_HEADER,
  ...FILL_OWN_HEADERS,
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isShareable(page: RenderedPage): boolean {
  if (page.status !== 200 || page.body.length > MAX_PAGE_BYTES) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") return false;
    if (name === "cache-control" && /private|no-store|no-cache/i.test(value)) return false;
    if (name === "content-type" && /^text\/html\b/i.test(value)) html = true;
  }
  return html;
}

/** Hashes instead of the nonce, so a shared page and its policy stay a pair. */
export function hashInlineScripts(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", code = ""] = match;
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return {
    html: html.split(attribute).join(""),
    policy: policy.replace(`'nonce-${nonce}'`, [...hashes].join(" ")).replace(/ {2,}/g, " "),
  };
}

export async function toCachedPage(page: RenderedPage, filledAt: number): Promise<CachedPage> {
  const headerOf = (name: string) => page.headers.find(([key]) => key === name)?.[1];
  const { html, policy } = hashInlineScripts(
    page.body.toString("utf8"),
    headerOf("content-security-policy") ?? "",
  );
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etagBase = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  const common: OutgoingHttpHeaders = {};
  for (const [name, value] of page.headers) {
    if (!DROPPED_HEADERS.has(name)) common[name] = value;
  }
  if (policy) common["content-security-policy"] = policy;
  common["cache-control"] = ANONYMOUS_CACHE_CONTROL;
  common.vary = "Accept-Encoding, Cookie";
  const variant = (encoding: Encoding, body: Buffer): Variant => ({
    body,
    headers: {
      ...common,
      etag: `"${etagBase}-${encoding}"`,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.length),
    },
  });
  const variants = { br: variant("br", br), gzip: variant("gzip", gz) };
  const identityHeaders = variant("identity", identity).headers;
  const notModified = (encoding: Encoding): OutgoingHttpHeaders => ({
    etag: `"${etagBase}-${encoding}"`,
    "cache-control": ANONYMOUS_CACHE_CONTROL,
    vary: common.vary,
  });
  return {
    filledAt,
    tags: tagsOf(page),
    etagBase,
    variants,
    identityHeaders,
    notModified: {
      br: notModified("br"),
      gzip: notModified("gzip"),
      identity: notModified("identity"),
    },
    size: br.length + gz.length + 2048,
  };
}

const encodingChoices = new LRUCache<string, Encoding>({ max: 256 });

export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = encodingChoices.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    accepted.set(rawName.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const acceptable = (name: string) => {
    const q = accepted.get(name) ?? accepted.get("*");
    return q !== undefined && q > 0;
  };
  const choice: Encoding = acceptable("br") ? "br" : acceptable("gzip") ? "gzip" : "identity";
  encodingChoices.set(header, choice);
  return choice;
}

function matchesEtag(header: string, etagBase: string): boolean {
  return header === "*" || header.includes(`"${etagBase}-`);
}

export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etagBase)) {
    res.writeHead(304, page.notModified[encoding]);
    res.end();
    return;
  }
  if (encoding === "identity") {
    res.writeHead(200, page.identityHeaders);
    res.end(req.method === "HEAD" ? undefined : gunzipSync(page.variants.gzip.body));
    return;
  }
  const variant = page.variants[encoding];
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

export function sendRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
): void {
  for (const [name, value] of page.headers) {
    if (name === "transfer-encoding" || name === "connection" || name === "keep-alive") continue;
    if (name === "content-length" || name === CONTENT_TAGS_HEADER) continue;
    if (FILL_OWN_HEADERS.includes(name)) continue;
    res.appendHeader(name, value);
  }
  res.statusCode = page.status;
  res.setHeader("content-length", String(page.body.length));
  res.end(req.method === "HEAD" ? undefined : page.body);
}
