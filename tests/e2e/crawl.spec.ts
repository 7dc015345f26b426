import type { Browser, BrowserContext } from "@playwright/test";
import { languageOfPath, unprefixedPath } from "../../app/i18n/language-path";
import { ROUTE_TABLE } from "../../app/route-table";
import { clientAddress, expect, signInContext, test } from "./fixtures";

/**
 * A crawl of the whole site as each kind of visitor sees it (issue #15): every
 * internal link and every picture on every page reached from the menus, the
 * footer and the table's pages answers, signed out and as each demo account.
 * Over HTTP (the pages are rendered on the server), so it stays quick.
 */

const ACCOUNTS = [
  null,
  "demo@portal.test",
  "pmt@portal.test",
  "visitor@portal.test",
  "staff@portal.test",
] as const;
/** Enough for the embedded content many times over; a crawl that passes it is itself a finding. */
const MAX_PAGES = 400;
/** Requests a crawl has in flight at once. */
const CONCURRENT = 6;
/** Links a crawl must not follow: they act (sign out) rather than show. */
const ACTIONS = new Set(["/logout"]);

const START = [
  "/",
  ...ROUTE_TABLE.filter((entry) => !entry.path.includes(":")).map((entry) => entry.path),
];

const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "g");
const decode = (value: string) => value.replaceAll("&amp;", "&");

/** The addresses a page's HTML points at: links to follow, and pictures to fetch. */
function addressesOf(html: string, base: string): { links: string[]; images: string[] } {
  // Only what a person can reach: the page's own markup, not its inline data.
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const links = [...markup.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1] ?? ""));
  const images = [
    ...[...markup.matchAll(attribute("src"))].map((m) => decode(m[1] ?? "")),
    ...[...markup.matchAll(attribute("srcset"))].flatMap((m) =>
      decode(m[1] ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
    ),
  ].filter((src) => src && !src.startsWith("data:"));
  const internal = (href: string) => {
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) return null;
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : null;
  };
  return {
    links: links.map(internal).filter((href): href is string => href !== null),
    images: images.map(internal).filter((src): src is string => src !== null),
  };
}

/**
 * A Hindi address whose page is only in English (the language link of an untranslated post, of an
 * account door) answers 404 with the notice and a link to it in English: a way on, not a dead end.
 */
function isLanguageNotice(html: string, url: string): boolean {
  const { pathname } = new URL(url);
  if (languageOfPath(pathname) === "en") return false;
  const english = unprefixedPath(pathname);
  return [...html.matchAll(/<a\s[^>]*>/g)].some(
    ([tag]) => tag.includes(`href="${english}"`) && /\shreflang="en"/i.test(tag),
  );
}

/**
 * A browser context's requests (no page), signed in as `username`: staff with the app's code too
 * (decision 0060), in the worker's kept session when it has one, so the crawl sees the console.
 */
async function signedIn(
  browser: Browser,
  baseURL: string,
  username: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { ...clientAddress(), origin: new URL(baseURL).origin },
  });
  if (username) await signInContext(context, username);
  return context;
}

for (const account of ACCOUNTS) {
  test(`a crawl ${account ? `as ${account}` : "signed out"} finds no dead internal link or picture`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const signedInContext = await signedIn(browser, baseURL ?? "", account);
    const site = signedInContext.request;
    const queue = [...new Set(START)];
    const seen = new Set(queue);
    const pictures = new Map<string, string>();
    const dead: string[] = [];
    let pages = 0;
    /** One page: its answer, and the links and pictures it adds to the crawl. */
    const visit = async (path: string) => {
      const response = await site.get(path);
      if (response.status() === 404 && isLanguageNotice(await response.text(), response.url())) {
        return;
      }
      if (response.status() >= 400) {
        dead.push(`${path}: ${response.status()}`);
        return;
      }
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
      const { links, images } = addressesOf(await response.text(), response.url());
      for (const image of images) if (!pictures.has(image)) pictures.set(image, path);
      for (const link of links) {
        const bare = link.split("?")[0] ?? link;
        if (seen.has(link) || ACTIONS.has(bare)) continue;
        // The Hindi pages are the same for everyone: the signed-out crawl walks them, the
        // members' crawls the pages that change with who is signed in (their links still count
        // as found: a link to /hi is followed once, signed out).
        if (account !== null && languageOfPath(bare) !== "en") continue;
        seen.add(link);
        queue.push(link);
      }
    };
    // A few requests at a time (a browser's own handful): the crawl waits on the server, and one
    // at a time it was the suite's slowest journey once the Hindi pages doubled it.
    while (queue.length > 0) {
      const batch = queue.splice(0, CONCURRENT);
      pages += batch.length;
      expect(pages, "the crawl stays within the site's size").toBeLessThanOrEqual(MAX_PAGES);
      await Promise.all(batch.map(visit));
    }
    const checkPicture = async ([picture, foundOn]: [string, string]) => {
      const response = await site.get(picture);
      const type = response.headers()["content-type"] ?? "";
      if (response.status() !== 200 || !(type.startsWith("image/") || picture.endsWith(".svg"))) {
        dead.push(`${picture} (on ${foundOn}): ${response.status()} ${type}`);
      }
    };
    const all = [...pictures];
    while (all.length > 0) await Promise.all(all.splice(0, CONCURRENT).map(checkPicture));
    expect(dead).toEqual([]);
    expect(pages).toBeGreaterThan(START.length);
    expect(pictures.size).toBeGreaterThan(5);
    await signedInContext.close();
  });
}
