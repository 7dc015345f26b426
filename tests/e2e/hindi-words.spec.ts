import type { Page } from "@playwright/test";
import { localizedPath } from "../../app/i18n/language-path.ts";
import { HINDI_ROUTES, type RouteEntry } from "../../app/route-table.ts";
import { DATASET, publishedOfType, slugOf } from "../pages/dataset.ts";
import { expect, test } from "./fixtures";

/**
 * Every public page in Hindi reads in Hindi: in `main`, a text run without Devanagari is the
 * company's name, an e-mail or web address, at most one other, or it sits in an element marked
 * `lang="en"` that carries its notice (a document shown in English because it has no
 * translation). The login panel's words are Hindi in both its modes.
 */

test.describe.configure({ mode: "parallel" });

const refsOf = (doc: Record<string, unknown>, field: string): string[] =>
  ((doc[field] as Array<{ _ref: string }> | undefined) ?? []).map((ref) => ref._ref);

/** A term a Hindi post is filed under, so its Hindi page lists something. */
function termOfHindiPost(field: "tags" | "categories"): string {
  const ids = new Set(publishedOfType("post", "hi").flatMap((post) => refsOf(post, field)));
  const term = DATASET.published.find((doc) => ids.has(doc._id));
  if (!term) throw new Error(`no Hindi post has ${field}`);
  return slugOf(term);
}

function firstHindiSlug(type: string): string {
  const doc = publishedOfType(type, "hi")[0];
  if (!doc) throw new Error(`the dataset has no Hindi ${type}`);
  return slugOf(doc);
}

const PARAMS: Record<string, () => string> = {
  "work-details": () => firstHindiSlug("work"),
  "blog-details": () => firstHindiSlug("post"),
  tag: () => termOfHindiPost("tags"),
  category: () => termOfHindiPost("categories"),
  page: () => firstHindiSlug("page"),
};

function addressOf(entry: RouteEntry): string {
  const english = entry.path.replace(/^\/hi(?=\/|$)/, "") || "/";
  const param = PARAMS[entry.baseId];
  const path = param ? english.replace(/:[^/]+$/, param()) : english;
  const address = localizedPath(path, "hi");
  return entry.baseId === "search" ? `${address}?q=${encodeURIComponent("नीट")}` : address;
}

const settings = DATASET.published.find((doc) => doc._id === "siteSettings");
const COMPANY = String(settings?.companyName ?? "");

interface Run {
  text: string;
  /** Inside an element marked English that carries its notice. */
  noticed: boolean;
}

/** The text runs of `selector` that have no Devanagari and say something in Latin letters. */
async function latinRuns(page: Page, selector: string): Promise<Run[]> {
  return page.evaluate((where) => {
    const root = document.querySelector(where);
    if (!root) return [];
    const runs: Run[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, [hidden]")) continue;
      // A search's marked word is part of its sentence: "NEET" marked in a Hindi line is Hindi.
      const marked = parent.closest("mark");
      if (marked && /[\u0900-\u097F]/.test(marked.parentElement?.textContent ?? "")) continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!/[A-Za-z]/.test(text) || /[\u0900-\u097F]/.test(text)) continue;
      const english = parent.closest('[lang="en"], [lang="en-IN"]');
      const notice = english?.querySelector("[data-language-notice]");
      runs.push({
        text,
        noticed: Boolean(notice && /[\u0900-\u097F]/.test(notice.textContent ?? "")),
      });
    }
    return runs;
  }, selector);
}

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const WEB_ADDRESS = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;

/** What may stay in Latin letters on a Hindi page: the company's name and addresses. */
function named(text: string): boolean {
  return text === COMPANY || EMAIL.test(text) || WEB_ADDRESS.test(text);
}

const PUBLIC_HINDI = HINDI_ROUTES.filter((entry) => entry.access.kind === "public");

for (const entry of PUBLIC_HINDI) {
  test(`${entry.path} reads in Hindi`, async ({ warmPage: page }) => {
    const address = addressOf(entry);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    const runs = await latinRuns(page, "main");
    const unmarked = runs.filter((run) => !run.noticed && !named(run.text)).map((run) => run.text);
    expect(unmarked.length, `${address}: ${JSON.stringify(unmarked)}`).toBeLessThanOrEqual(1);
  });
}

test("the login panel on a Hindi page speaks Hindi in both its modes", async ({
  warmPage: page,
}) => {
  await page.goto("/hi/about");
  const panel = page.locator("aside.login-panel");
  await expect(panel).toBeVisible();
  expect(await latinRuns(page, "aside.login-panel")).toEqual([]);
  await panel.getByRole("button", { name: "साइन अप" }).click();
  await expect(panel.getByRole("textbox", { name: /ईमेल/ })).toBeVisible();
  expect(await latinRuns(page, "aside.login-panel")).toEqual([]);
});
