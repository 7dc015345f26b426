import { request } from "node:http";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import { blogPostPath } from "./site-client.ts";

/** What the content benchmark loads, and how it finds real URLs on the running site. */

/** What a current desktop browser sends, so compression and format choices match a visit. */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-IN,en;q=0.9",
};

export const HEADERS = {
  page: {
    ...BROWSER,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  },
  image: { ...BROWSER, accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
} satisfies Record<string, Record<string, string>>;

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

const IMAGE_PREFIX = "/images/embedded/content/";

/** Every embedded-image URL the page's src and srcset attributes offer, HTML entities undone. */
export function imageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, value] of html.matchAll(/\s(?:src|srcSet|srcset)="([^"]*)"/g)) {
    for (const candidate of (value ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll("&amp;", "&") ?? "";
      if (url.startsWith(IMAGE_PREFIX)) urls.push(url);
    }
  }
  return urls;
}

/**
 * The page's own rendition at the given width and format (what a browser
 * picking that srcset entry asks for); failing that, its first picture at
 * that width and format with no other parameters.
 */
export function imagePath(html: string, width: number, format: string): string | undefined {
  const urls = imageUrls(html);
  const exact = urls.find((url) => {
    const params = new URL(url, "http://site.invalid").searchParams;
    return params.get("w") === String(width) && params.get("fm") === format;
  });
  if (exact) return exact;
  const first = urls[0];
  if (!first) return undefined;
  return `${new URL(first, "http://site.invalid").pathname}?w=${width}&fm=${format}`;
}

export interface Probe {
  status: number;
  contentType: string;
  /** Body bytes as sent (compressed when the server compressed them). */
  wireBytes: number;
  /** The decoded body as text. */
  text: string;
}

const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
};

/** One GET with the benchmark's headers: status, type, size on the wire and the decoded text. */
export function probe(origin: string, target: Target): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(target.path, origin), { headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = DECODERS[String(res.headers["content-encoding"] ?? "")];
        (decode ? decode(raw) : Promise.resolve(raw)).then(
          (body) =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers["content-type"] ?? ""),
              wireBytes: raw.length,
              text: body.toString("utf8"),
            }),
          reject,
        );
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The static baseline and the measured pages, with their real slug and image found on the site. */
export async function discoverTargets(
  origin: string,
  search: string,
): Promise<{ baseline: Target; measured: Target[] }> {
  const sitemap = await probe(origin, { name: "sitemap", path: "/sitemap.xml", headers: {} });
  const postPath = blogPostPath(sitemap.text);
  if (!postPath) throw new Error("The sitemap lists no /blog-details/<slug> page.");
  const grid = await probe(origin, { name: "grid", path: "/blog-grid", headers: HEADERS.page });
  const picture = imagePath(grid.text, 640, "webp");
  if (!picture) throw new Error("/blog-grid shows no image from the embedded image route.");
  return {
    // Same host, same middleware (compression, helmet, CSP nonce), no rendering.
    baseline: { name: "Static file (baseline)", path: "/favicon.svg", headers: HEADERS.image },
    measured: [
      { name: "Home", path: "/", headers: HEADERS.page },
      { name: "Blog grid", path: "/blog-grid", headers: HEADERS.page },
      { name: "Blog post", path: postPath, headers: HEADERS.page },
      {
        name: "Search (uncached)",
        path: `/search?q=${encodeURIComponent(search)}`,
        headers: HEADERS.page,
      },
      { name: "Image 640 px WebP (warm)", path: picture, headers: HEADERS.image },
    ],
  };
}
