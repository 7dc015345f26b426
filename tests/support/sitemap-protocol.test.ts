import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LOC_LENGTH, parseSitemap, SitemapError } from "./sitemap-protocol";

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const TAIL = "\n</urlset>\n";
const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join("/")}`);
const lastmod = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().replace(/\.\d{3}Z$/, "Z"));
const entry = fc.record({
  path,
  lastmod: fc.option(lastmod, { nil: undefined }),
  query: fc.option(fc.constantFrom("?a=1&b=2", "?q=x"), { nil: undefined }),
  translated: fc.boolean(),
});

function sitemap(
  entries: { path: string; lastmod?: string; query?: string; translated: boolean }[],
) {
  const unique = [...new Map(entries.map((e) => [e.path + (e.query ?? ""), e])).values()];
  const body = unique.map((e) => {
    const loc = `https://example.in${e.path}${e.query ?? ""}`;
    const alternates = e.translated
      ? `<xhtml:link rel="alternate" hreflang="en-IN" href="${escapeText(loc)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${escapeText(loc)}"/>`
      : "";
    return `<url><loc>${escapeText(loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${alternates}</url>`;
  });
  return { xml: HEAD + body.join("\n") + TAIL, unique };
}

const VALID = `${HEAD}<url><loc>https://example.in/</loc><lastmod>2025-01-01T00:00:00Z</lastmod><xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.in/hi"/></url>\n<url><loc>https://example.in/about</loc></url>${TAIL}`;

/** Ways to break a valid sitemap, each against a rule of the protocol. */
const BREAKS: [string, (xml: string) => string][] = [
  ["not well-formed", (xml) => xml.replace("</url>", "")],
  ["a bare ampersand", (xml) => xml.replace("/about", "/about?a=1&b=2")],
  [
    "the wrong namespace",
    (xml) => xml.replace("sitemaps.org/schemas/sitemap/0.9", "example.com/x"),
  ],
  ["another root", (xml) => xml.replaceAll("urlset", "sitemapindex")],
  ["a relative loc", (xml) => xml.replace("https://example.in/about", "/about")],
  [
    "a loc on another site",
    (xml) => xml.replace("https://example.in/about", "https://other.in/about"),
  ],
  ["a loc not URL-escaped", (xml) => xml.replace("/about", "/हिन्दी")],
  ["a space in a loc", (xml) => xml.replace("/about", "/a b")],
  ["a bare % in a loc", (xml) => xml.replace("/about", "/100%-sure")],
  ["a loc too long", (xml) => xml.replace("/about", `/${"a".repeat(MAX_LOC_LENGTH)}`)],
  ["a javascript: loc", (xml) => xml.replace("https://example.in/about", "javascript:alert(1)")],
  ["a url without loc", (xml) => xml.replace("<loc>https://example.in/about</loc>", "")],
  ["two locs", (xml) => xml.replace("</loc></url>", "</loc><loc>https://example.in/x</loc></url>")],
  [
    "lastmod before loc",
    (xml) =>
      xml.replace(
        /<loc>(.*?)<\/loc><lastmod>(.*?)<\/lastmod>/,
        "<lastmod>$2</lastmod><loc>$1</loc>",
      ),
  ],
  ["a lastmod not a datetime", (xml) => xml.replace("2025-01-01T00:00:00Z", "01/01/2025")],
  ["a lastmod without a zone", (xml) => xml.replace("2025-01-01T00:00:00Z", "2025-01-01T00:00:00")],
  [
    "an unknown changefreq",
    (xml) => xml.replace("</lastmod>", "</lastmod><changefreq>often</changefreq>"),
  ],
  ["a priority over 1", (xml) => xml.replace("</lastmod>", "</lastmod><priority>1.5</priority>")],
  ["an unknown element", (xml) => xml.replace("</loc></url>", "</loc><title>x</title></url>")],
  ["text in a url", (xml) => xml.replace("</loc></url>", "</loc>stray</url>")],
  ["text in the urlset", (xml) => xml.replace("\n<url>", "\nstray<url>")],
  ["a duplicate loc", (xml) => xml.replace("https://example.in/about", "https://example.in/")],
  ["an alternate's rel", (xml) => xml.replace('rel="alternate"', 'rel="canonical"')],
  ["an alternate's language", (xml) => xml.replace('hreflang="hi-IN"', 'hreflang="Hindi"')],
  [
    "an alternate's relative href",
    (xml) => xml.replace('href="https://example.in/hi"', 'href="/hi"'),
  ],
  [
    "a sitemap element after an alternate",
    (xml) => xml.replace('/hi"/></url>', '/hi"/><changefreq>daily</changefreq></url>'),
  ],
  [
    "an encoding other than UTF-8",
    (xml) => xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'),
  ],
];

describe("parseSitemap", () => {
  it("reads a valid sitemap: addresses, dates and alternates", () => {
    expect(parseSitemap(VALID)).toEqual([
      {
        loc: "https://example.in/",
        lastmod: "2025-01-01T00:00:00Z",
        alternates: [{ hreflang: "hi-IN", href: "https://example.in/hi" }],
      },
      { loc: "https://example.in/about", alternates: [] },
    ]);
  });

  /** The words of the problem each break must be refused for, not merely some refusal. */
  const EXPECTED: Record<string, string> = {
    "not well-formed": "not well-formed",
    "a bare ampersand": "not well-formed",
    "the wrong namespace": "not <urlset>",
    "another root": "not <urlset>",
    "a relative loc": "not an absolute address",
    "a loc on another site": "more than one site",
    "a loc not URL-escaped": "not URL-escaped",
    "a space in a loc": "not URL-escaped",
    "a bare % in a loc": "not a %-escape",
    "a loc too long": "longer than",
    "a javascript: loc": "not http or https",
    "a url without loc": "without <loc>",
    "two locs": "a second <loc>",
    "lastmod before loc": "out of the schema's order",
    "a lastmod not a datetime": "not a W3C datetime",
    "a lastmod without a zone": "not a W3C datetime",
    "an unknown changefreq": "not one of the protocol's",
    "a priority over 1": "not between 0.0 and 1.0",
    "an unknown element": "not an element of <url>",
    "text in a url": 'text "stray" inside <url>',
    "text in the urlset": 'text "stray" inside <urlset>',
    "a duplicate loc": "listed twice",
    "an alternate's rel": "whose rel is not",
    "an alternate's language": "is not a language tag",
    "an alternate's relative href": "is not an absolute address",
    "a sitemap element after an alternate": "after an element of another namespace",
    "an encoding other than UTF-8": "requires UTF-8",
  };

  it.each(BREAKS)("refuses %s, for that reason", (name, breakIt) => {
    const broken = breakIt(VALID);
    expect(broken).not.toBe(VALID);
    let refusal: unknown;
    try {
      parseSitemap(broken);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SitemapError);
    const expected = EXPECTED[name];
    expect(expected, `no expected problem written for "${name}"`).toBeDefined();
    expect((refusal as SitemapError).problems.join("\n")).toContain(expected);
  });

  it("reads back every generated valid sitemap as it was written", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const { xml, unique } = sitemap(entries);
        const urls = parseSitemap(xml);
        expect(urls.map((url) => url.loc)).toEqual(
          unique.map((e) => `https://example.in${e.path}${e.query ?? ""}`),
        );
        expect(urls.map((url) => url.lastmod)).toEqual(unique.map((e) => e.lastmod));
        expect(urls.map((url) => url.alternates.length)).toEqual(
          unique.map((e) => (e.translated ? 2 : 0)),
        );
      }),
    );
  });

  it("refuses any generated sitemap with one character of its markup cut out", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), fc.nat(), (entries, at) => {
        const { xml } = sitemap(entries);
        // Cut one of the markup's own characters.
        const marks = [...xml.matchAll(/<[^>]*>/g)]
          .filter((tag) => (tag.index ?? 0) > 40)
          .flatMap((tag) =>
            // A tag's own brackets, and each attribute's `=` and closing quote (not the
            // characters of its value).
            [...tag[0].matchAll(/^<|>$|=(?=")|"(?=[\s/>])/g)].map(
              (mark) => (tag.index ?? 0) + (mark.index ?? 0),
            ),
          );
        const index = marks[at % marks.length] ?? 0;
        const cut = xml.slice(0, index) + xml.slice(index + 1);
        expect(() => parseSitemap(cut)).toThrow(SitemapError);
      }),
    );
  });
});
