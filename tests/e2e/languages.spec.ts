import type { APIRequestContext, Page } from "@playwright/test";
import { CATALOGUE } from "../../app/i18n/catalogue.server.ts";
import { localizedPath } from "../../app/i18n/language-path.ts";
import { ALL_PAGES, type RouteEntry } from "../../app/route-table.ts";
import { LANGUAGES, localeOf } from "../../contract/languages.ts";
import { DATASET, slugOf } from "../pages/dataset.ts";
import { parseSitemap } from "../support/sitemap-protocol.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

/**
 * Every public route of the route table in both languages (issue #30): the right `lang`, a
 * canonical of its own, reciprocal hreflang with x-default, no English word of the shell left
 * on a Hindi page (the catalogue check), axe-clean. An address with no Hindi document answers
 * the Hindi 404 with a link to the English page.
 */

test.describe.configure({ mode: "parallel" });

const published = DATASET.published;
const ofLanguage = (type: string, language: string) =>
  published.filter((doc) => doc._type === type && doc.language === language);
const firstSlug = (type: string, language: string) => {
  const doc = ofLanguage(type, language)[0];
  return doc ? slugOf(doc) : undefined;
};
const firstTerm = (type: string) => {
  const doc = published.find((d) => d._type === type);
  return doc ? slugOf(doc) : "none";
};

/** A real address for an entry: its parameters filled from the dataset, in its language. */
function addressOf(entry: RouteEntry): string {
  const language = entry.language;
  const english = entry.path.replace(/^\/hi(?=\/|$)/, "") || "/";
  const param: Record<string, string | undefined> = {
    "/work-details/:id": firstSlug("work", "hi") ?? firstSlug("work", "en"),
    "/blog-details/:id": firstSlug("post", "hi"),
    "/tag/:slug": firstTerm("tag"),
    "/category/:slug": firstTerm("category"),
    "/:slug": firstSlug("page", "hi"),
  };
  const path = english.includes(":") ? english.replace(/:[^/]+$/, param[english] ?? "x") : english;
  const address = localizedPath(path, language);
  return entry.baseId === "search" ? `${address}?q=neet` : address;
}

/** English only, the spec's own words: sign-in, the one-time code, the new password. */
const ACCOUNT_DOORS = new Set(["signup", "request-otp", "reset-password"]);

const PUBLIC_PAGES = ALL_PAGES.filter(
  (entry) =>
    (entry.access.kind === "public" || entry.access.kind === "signed-out-only") &&
    entry.id !== "download",
);

/**
 * The English shell's words: a text node or label on a Hindi page that is one of them was missed.
 * Not a word the Hindi says too (a brand name the Hindi menu keeps, "Astira").
 */
const HINDI_WORDS = new Set(Object.values(CATALOGUE.hi));
const ENGLISH_WORDS = new Set(
  Object.entries(CATALOGUE.en)
    .filter(([key, text]) => CATALOGUE.hi[key] !== text && !HINDI_WORDS.has(text))
    .map(([, text]) => text)
    .filter((text) => !text.includes("{") && /[A-Za-z]{3}/.test(text)),
);

/** The hreflang links of a page fetched without a browser (its HTML as served). */
async function servedAlternates(request: APIRequestContext, href: string) {
  const html = await (await request.get(href)).text();
  return [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].flatMap(([tag]) => {
    const hreflang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const target = /href="([^"]+)"/.exec(tag)?.[1];
    return hreflang && target ? [{ hreflang, href: target.replace(/&amp;/g, "&") }] : [];
  });
}

/** Words of the English shell shown on the page: text nodes and the labels people hear. */
async function englishShellWords(page: Page): Promise<string[]> {
  const words = [...ENGLISH_WORDS];
  return page.evaluate((english) => {
    const set = new Set(english);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // The other language's name in the switch is English on purpose (lang="en").
      if (!parent || parent.closest('[lang="en"], [lang="en-IN"], script, style, [hidden]'))
        continue;
      const text = node.textContent?.trim() ?? "";
      if (set.has(text)) found.add(text);
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [placeholder], [title], [alt]",
    )) {
      if (element.closest('[lang="en"], [lang="en-IN"]')) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value && set.has(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  }, words);
}

/** What a page's HTML says of its language and addresses, as served. */
async function served(request: APIRequestContext, address: string) {
  const answer = await request.get(address);
  const html = await answer.text();
  return {
    status: answer.status(),
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1],
    alternates: await servedAlternates(request, address),
  };
}

PUBLIC_PAGES.forEach((entry, index) => {
  const address = addressOf(entry);
  const hindi = entry.language === "hi";
  test(`${address} (${entry.id}): lang, canonical, hreflang${hindi ? ", words, axe" : ""}`, async ({
    warmPage: page,
    request,
    baseURL,
  }) => {
    const locale = localeOf(entry.language);
    const answer = await served(request, address);
    expect(answer.lang, address).toBe(locale);

    if (answer.status === 404) {
      // Only a Hindi address whose document has no translation may be missing.
      expect(hindi, `${address} is a 404`).toBe(true);
      await page.goto(address);
      const english = address.replace(/^\/hi(?=\/|$)/, "") || "/";
      await expect(page.getByRole("link", { name: /अंग्रेज़ी/ })).toHaveAttribute("href", english);
      expect(await englishShellWords(page)).toEqual([]);
      return;
    }
    expect(answer.status, address).toBe(200);
    // The account doors are not content: one language, no canonical to claim (their axe and
    // the English content pages' are accessibility.spec.ts's and content.spec.ts's, at two widths).
    if (ACCOUNT_DOORS.has(entry.baseId)) return;

    // The home page's three layouts are one page: the home address is their canonical.
    const home = ["home-one", "home-two", "home-three"].includes(entry.baseId);
    const own = new URL(home ? localizedPath("/", entry.language) : address, baseURL).href.replace(
      /\?.*$/,
      "",
    );
    expect(answer.canonical).toBe(own);

    const { alternates } = answer;
    if (alternates.length > 0) {
      const languages = alternates.map((a) => a.hreflang).sort();
      expect(languages).toEqual([...LANGUAGES.map((l) => l.locale), "x-default"].sort());
      expect(alternates.find((a) => a.hreflang === locale)?.href).toBe(own);
      expect(alternates.find((a) => a.hreflang === "x-default")?.href).toBe(
        alternates.find((a) => a.hreflang === "en-IN")?.href,
      );
      // Reciprocal: each other language's page names this one back.
      for (const other of alternates.filter(
        (a) => a.hreflang !== locale && a.hreflang !== "x-default",
      )) {
        const back = await servedAlternates(request, other.href);
        expect(back.find((a) => a.hreflang === locale)?.href, `${other.href} names ${own}`).toBe(
          own,
        );
      }
    } else if (hindi) {
      // A Hindi page in one language only: a tag's or a category's, its own language's posts.
      expect(["tag", "category"]).toContain(entry.baseId);
    }

    if (!hindi) return;
    // In a browser: every word of the shell Hindi, and axe at one width (by turns, both kinds).
    await page.setViewportSize({ width: index % 2 === 0 ? 375 : 1280, height: 900 });
    await page.goto(address);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    expect(await englishShellWords(page)).toEqual([]);
    await expectAccessible(page);
  });
});

test("a click to the Hindi home from a Hindi page shows the Hindi home", async ({
  warmPage: page,
}) => {
  await page.goto("/hi/about");
  await hydrated(page);
  // A client navigation: the router asks for /hi.data, which must be Hindi too.
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === "/hi.data");
  await page.locator('header a[href="/hi"]').first().click();
  await data;
  await expect(page).toHaveURL("/hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
  expect(await englishShellWords(page)).toEqual([]);
});

test("an untranslated post answers the Hindi 404 with a link to the English page", async ({
  warmPage: page,
}) => {
  const hindiSlugs = new Set(ofLanguage("post", "hi").map(slugOf));
  const english = ofLanguage("post", "en").find((doc) => !hindiSlugs.has(slugOf(doc)));
  if (!english) throw new Error("every post is translated: the test needs one that is not");
  const path = `/blog-details/${slugOf(english)}`;
  const response = await page.goto(`/hi${path}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
  await page.getByRole("link", { name: /अंग्रेज़ी/ }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("search on /hi/search finds a Hindi post by a Devanagari word", async ({ warmPage: page }) => {
  const post = ofLanguage("post", "hi")[0];
  if (!post) throw new Error("the dataset has no Hindi post");
  const word = String(post.title)
    .split(/\s+/)
    .find((w) => /^[\u0900-\u097F]{4,}$/.test(w));
  if (!word) throw new Error(`no Devanagari word in ${post.title}`);
  await page.goto(`/hi/search?q=${encodeURIComponent(word)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(
    page.locator(`main a[href="/hi/blog-details/${slugOf(post)}"]`).first(),
  ).toBeVisible();
});

test("the header's link switches language without JavaScript and the front door remembers", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  await page.locator('header a[hreflang="hi"]').first().click();
  await expect(page).toHaveURL("/hi/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  // The choice is remembered at the front door only.
  await page.goto("/");
  await expect(page).toHaveURL("/hi");
  await page.goto("/contact");
  await expect(page).toHaveURL("/contact");
  // Back to English: forgotten.
  await page.goto("/hi/about");
  await page.locator('header a[hreflang="en"]').first().click();
  await expect(page).toHaveURL("/about");
  await page.goto("/");
  await expect(page).toHaveURL("/");
  await context.close();
});

test("Accept-Language never sends anyone anywhere", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "hi-IN",
    extraHTTPHeaders: { "accept-language": "hi-IN,hi;q=0.9" },
  });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await context.close();
});

test("the sitemap pairs the languages and validates", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  // Parsed strictly, by the sitemap protocol's rules (tests/support/sitemap-protocol.ts).
  const urls = parseSitemap(await response.text()).map(({ loc, alternates }) => ({
    loc,
    links: alternates,
  }));
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  expect(byLoc.has(`${baseURL}/hi`)).toBe(true);
  expect(byLoc.has(`${baseURL}/hi/about`)).toBe(true);
  const paired = urls.filter((url) => url.links.length > 0);
  expect(paired.length).toBeGreaterThan(10);
  for (const url of paired) {
    // Each names itself, the other language and x-default, and the other names it back.
    expect(url.links.map((l) => l.hreflang).sort()).toEqual(["en-IN", "hi-IN", "x-default"]);
    expect(url.links.some((l) => l.href === url.loc)).toBe(true);
    for (const link of url.links.filter((l) => l.hreflang !== "x-default")) {
      expect(
        byLoc.get(link.href ?? "")?.links.some((l) => l.href === url.loc),
        link.href,
      ).toBe(true);
    }
  }
});

/** A post's translation in the other language, as the studio links them (translation.metadata). */
function translationOf(doc: { _id: string }, language: string) {
  const metadata = published.find(
    (d) =>
      d._type === "translation.metadata" &&
      JSON.stringify(d.translations).includes(`"_ref":"${doc._id}"`),
  );
  const ref = (
    metadata?.translations as Array<{ language: string; value: { _ref: string } }>
  )?.find((t) => t.language === language)?.value._ref;
  return published.find((d) => d._id === ref);
}

test.describe("the language link", () => {
  const switchTo = (page: Page, language: string) =>
    page.locator(`header a[hreflang="${language}"]`).first().click();

  test("on an untranslated post: its Hindi notice, and back to the post", async ({
    warmPage: page,
  }) => {
    const english = ofLanguage("post", "en").find((doc) => !translationOf(doc, "hi"));
    if (!english) throw new Error("every post is translated: the test needs one that is not");
    const path = `/blog-details/${slugOf(english)}`;
    await page.goto(path);
    await switchTo(page, "hi");
    await expect(page).toHaveURL(`/hi${path}`);
    await expect(page.getByText("यह पृष्ठ अंग्रेज़ी में है")).toBeVisible();
    await expect(page.getByRole("link", { name: "अंग्रेज़ी में पढ़ें" })).toHaveAttribute("href", path);
    await switchTo(page, "en");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(english.title));
  });

  test("on a translated post: its translation, and back", async ({ warmPage: page }) => {
    const english = ofLanguage("post", "en").find((doc) => translationOf(doc, "hi"));
    const hindi = english && translationOf(english, "hi");
    if (!english || !hindi) throw new Error("no post is translated: the test needs one that is");
    const path = `/blog-details/${slugOf(english)}`;
    await page.goto(path);
    await switchTo(page, "hi");
    await expect(page).toHaveURL(`/hi/blog-details/${slugOf(hindi)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(hindi.title));
    await switchTo(page, "en");
    await expect(page).toHaveURL(path);
  });

  test("on a search: the same search in the other language, and back", async ({
    warmPage: page,
  }) => {
    await page.goto("/hi/search?q=neet");
    await switchTo(page, "en");
    await expect(page).toHaveURL("/search?q=neet");
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("neet");
    await switchTo(page, "hi");
    await expect(page).toHaveURL("/hi/search?q=neet");
    await expect(page.getByRole("searchbox", { name: "साइट पर खोजें" })).toHaveValue("neet");
  });

  test("on a Hindi 404 no language has: the Hindi home and search, no English page; and back", async ({
    warmPage: page,
  }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
    await expect(page.getByText("यह पृष्ठ अंग्रेज़ी में है")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "अंग्रेज़ी में पढ़ें" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "मुखपृष्ठ पर जाएँ" })).toHaveAttribute("href", "/hi");
    expect(await englishShellWords(page)).toEqual([]);
    await expectAccessible(page);
    await switchTo(page, "en");
    await expect(page).toHaveURL("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await switchTo(page, "hi");
    await expect(page).toHaveURL("/hi/no-such-page");
    // Its search box finds the NEET pages by the word a Hindi reader types.
    await page.getByRole("searchbox", { name: "इसे साइट पर खोजें" }).fill("नीट");
    await page.getByRole("searchbox", { name: "इसे साइट पर खोजें" }).press("Enter");
    await expect(page).toHaveURL(`/hi/search?q=${encodeURIComponent("नीट")}`);
    for (const doc of [...ofLanguage("post", "hi"), ...ofLanguage("page", "hi")].filter((d) =>
      /\bNEET\b/.test(String(d.title)),
    )) {
      const href = `${doc._type === "post" ? "/hi/blog-details/" : "/hi/"}${slugOf(doc)}`;
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
  });
});

test("a redirect applies to the Hindi address too", async ({ warmPage: page, request }) => {
  const answer = await request.get("/hi/about-us?from=mail", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/hi/about?from=mail");
  await page.goto("/hi/blog");
  await expect(page).toHaveURL("/hi/blog-grid");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
});
