import { SaxesParser } from "saxes";

/**
 * A strict reading of a sitemap, by the sitemap protocol 0.9 (sitemaps.org) and the
 * `xhtml:link` alternates search engines read for languages: the XML must parse with its
 * namespaces, and every rule of the protocol's schema that a sitemap can break is checked,
 * so "the sitemap validates" means what it says. Throws a SitemapError naming every problem.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** The protocol's limits for one sitemap file. */
const MAX_URLS = 50_000;
const MAX_BYTES = 52_428_800;
export const MAX_LOC_LENGTH = 2_047;

const CHANGEFREQ = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
/** The url element's children, in the order the schema's sequence gives them. */
const URL_CHILDREN = ["loc", "lastmod", "changefreq", "priority"] as const;

/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), which the protocol names for lastmod. */
const W3C_DATETIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/;
/** A language tag as hreflang takes it (BCP 47's common shape), or x-default. */
const HREFLANG = /^(x-default|[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|\d{3}))?)$/;

interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: SitemapAlternate[];
}

export class SitemapError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The sitemap does not validate:\n- ${problems.slice(0, 20).join("\n- ")}`);
    this.name = "SitemapError";
    this.problems = problems;
  }
}

/** An absolute http(s) address written as the protocol wants: URL-escaped ASCII, no spaces. */
function addressProblem(value: string): string | undefined {
  if (value.length > MAX_LOC_LENGTH) return `longer than ${MAX_LOC_LENGTH} characters`;
  if (/[^\x21-\x7e]/.test(value))
    return "not URL-escaped (a space, a control or a non-ASCII character)";
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) return "a % that is not a %-escape";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not an absolute address";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "not http or https";
  if (url.username || url.password) return "carries credentials";
  return undefined;
}

interface Open {
  name: string;
  uri: string;
  text: string;
}

export function parseSitemap(xml: string): SitemapUrl[] {
  const problems: string[] = [];
  const urls: SitemapUrl[] = [];
  if (Buffer.byteLength(xml) > MAX_BYTES) problems.push(`larger than ${MAX_BYTES} bytes`);

  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: Open[] = [];
  let current: (SitemapUrl & { seen: string[] }) | undefined;
  let sawRoot = false;
  const at = () => `line ${parser.line}`;

  parser.on("xmldecl", (decl) => {
    if (decl.encoding && decl.encoding.toUpperCase() !== "UTF-8") {
      problems.push(`encoding ${decl.encoding}: the protocol requires UTF-8`);
    }
  });
  parser.on("opentag", (tag) => {
    const parent = stack.at(-1);
    const uri = tag.uri ?? "";
    stack.push({ name: tag.local ?? tag.name, uri, text: "" });
    const local = tag.local ?? tag.name;
    if (!parent) {
      sawRoot = true;
      if (local !== "urlset" || uri !== SITEMAP_NS) {
        problems.push(`the root is <${tag.name}> in "${uri}", not <urlset> in ${SITEMAP_NS}`);
      }
      return;
    }
    if (parent.name === "urlset" && parent.uri === SITEMAP_NS) {
      if (local === "url" && uri === SITEMAP_NS) {
        current = { loc: "", alternates: [], seen: [] };
      } else if (uri === SITEMAP_NS) {
        problems.push(`${at()}: <${tag.name}> inside <urlset>, where only <url> may be`);
      }
      return;
    }
    if (parent.name === "url" && parent.uri === SITEMAP_NS && current) {
      if (uri === SITEMAP_NS) {
        const index = URL_CHILDREN.indexOf(local as (typeof URL_CHILDREN)[number]);
        if (index < 0) {
          problems.push(`${at()}: <${tag.name}> is not an element of <url>`);
        } else if (current.seen.includes(local)) {
          problems.push(`${at()}: a second <${local}> in one <url>`);
        } else if (current.seen.some((name) => URL_CHILDREN.indexOf(name as never) > index)) {
          problems.push(
            `${at()}: <${local}> out of the schema's order (loc, lastmod, changefreq, priority)`,
          );
        } else if (current.seen.includes("#other")) {
          problems.push(`${at()}: <${local}> after an element of another namespace`);
        }
        current.seen.push(local);
        return;
      }
      current.seen.push("#other");
      if (uri === XHTML_NS && local === "link") {
        const attr = (name: string) => tag.attributes[name]?.value;
        const rel = attr("rel");
        const hreflang = attr("hreflang") ?? "";
        const href = attr("href") ?? "";
        if (rel !== "alternate")
          problems.push(`${at()}: an xhtml:link whose rel is not "alternate"`);
        if (!HREFLANG.test(hreflang))
          problems.push(`${at()}: hreflang "${hreflang}" is not a language tag`);
        const problem = addressProblem(href);
        if (problem) problems.push(`${at()}: xhtml:link href "${href}" is ${problem}`);
        current.alternates.push({ hreflang, href });
      }
      return;
    }
    if (uri === SITEMAP_NS)
      problems.push(`${at()}: <${tag.name}> where the protocol has no place for it`);
  });
  parser.on("text", (text) => {
    const open = stack.at(-1);
    if (!open) return;
    if (open.uri === SITEMAP_NS && (open.name === "urlset" || open.name === "url")) {
      if (text.trim())
        problems.push(`${at()}: text "${text.trim().slice(0, 40)}" inside <${open.name}>`);
      return;
    }
    open.text += text;
  });
  parser.on("cdata", (text) => {
    const open = stack.at(-1);
    if (open) open.text += text;
  });
  parser.on("closetag", () => {
    const open = stack.pop();
    if (!open || open.uri !== SITEMAP_NS) return;
    const value = open.text;
    const parent = stack.at(-1);
    if (open.name === "url" && current) {
      if (!current.seen.includes("loc")) problems.push(`${at()}: a <url> without <loc>`);
      else if (current.seen[0] !== "loc")
        problems.push(`${at()}: <loc> is not the first child of <url>`);
      const { seen: _seen, ...url } = current;
      urls.push(url);
      current = undefined;
      return;
    }
    if (!current || parent?.name !== "url") return;
    if (open.name === "loc") {
      const problem = addressProblem(value);
      if (problem) problems.push(`${at()}: <loc>${value}</loc> is ${problem}`);
      current.loc = value;
    } else if (open.name === "lastmod") {
      if (!W3C_DATETIME.test(value))
        problems.push(`${at()}: <lastmod>${value}</lastmod> is not a W3C datetime`);
      current.lastmod = value;
    } else if (open.name === "changefreq") {
      if (!CHANGEFREQ.has(value))
        problems.push(`${at()}: <changefreq>${value}</changefreq> is not one of the protocol's`);
    } else if (open.name === "priority") {
      const priority = Number(value);
      if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(value) || priority > 1) {
        problems.push(`${at()}: <priority>${value}</priority> is not between 0.0 and 1.0`);
      }
    }
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    throw new SitemapError([`not well-formed XML: ${(error as Error).message}`, ...problems]);
  }
  if (!sawRoot) problems.push("no root element");
  if (urls.length > MAX_URLS) problems.push(`${urls.length} addresses, more than ${MAX_URLS}`);

  const origins = new Set(
    urls.flatMap((url) => (addressProblem(url.loc) ? [] : [new URL(url.loc).origin])),
  );
  if (origins.size > 1)
    problems.push(`addresses on more than one site: ${[...origins].join(", ")}`);
  const seen = new Set<string>();
  for (const { loc } of urls) {
    if (seen.has(loc)) problems.push(`${loc} is listed twice`);
    seen.add(loc);
  }
  if (problems.length > 0) throw new SitemapError(problems);
  return urls;
}
