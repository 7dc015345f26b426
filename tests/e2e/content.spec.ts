import { DATASET, postsNewestFirst, publishedOfType, slugOf } from "../pages/dataset.ts";
import { expect, expectAccessibleAtWidths, test, visit } from "./fixtures";

/** Journeys through the public content, on the embedded dataset. */

const post = postsNewestFirst()[0];
const work = publishedOfType("work")[0];
const tag = publishedOfType("tag")[0];
const category = publishedOfType("category")[0];
if (!post || !work || !tag || !category) throw new Error("the embedded dataset is incomplete");

test("home → blog grid → a post → one of its tags → another post", async ({ warmPage: page }) => {
  await visit(page, "/");
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(/\/blog-grid$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();

  const firstPost = page.locator(".post-card__title a").first();
  const firstTitle = (await firstPost.textContent()) ?? "";
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog-details\//);
  const postUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();

  const tags = page.locator(".term-list").filter({ hasText: "Tags" }).getByRole("link");
  const tagName = (await tags.first().textContent()) ?? "";
  await tags.first().click();
  await expect(page).toHaveURL(/\/tag\//);
  await expect(page.getByRole("heading", { level: 1, name: `Tag: ${tagName}` })).toBeVisible();

  const others = page.locator(".post-card__title a").filter({ hasNotText: firstTitle });
  await expect(others.first()).toBeVisible();
  const otherTitle = (await others.first().textContent()) ?? "";
  await others.first().click();
  await expect(page).toHaveURL(/\/blog-details\//);
  expect(page.url()).not.toBe(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: otherTitle })).toBeVisible();
});

test("work → work details", async ({ warmPage: page }) => {
  await visit(page, "/work");
  const first = page.locator(".card__title a").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/work-details\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Project facts" })).toBeVisible();
});

test("the work filter keeps its category in the address", async ({ warmPage: page }) => {
  await visit(page, "/work");
  await page.getByRole("link", { name: "Training programmes" }).click();
  await expect(page).toHaveURL(/\/work\?category=training$/);
  await expect(page.getByRole("link", { name: "Training programmes" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a search for a word in only one post lists that post first", async ({ warmPage: page }) => {
  const word = "pharmacovigilance";
  const holder = DATASET.published.find((doc) => JSON.stringify(doc).toLowerCase().includes(word));
  if (!holder) throw new Error(`no document mentions ${word}`);
  await visit(page, "/");
  await page.getByRole("link", { name: "Search", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search the site" }).fill(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  const first = page.locator(".search-result__title a").first();
  await expect(first).toHaveText(String(holder.title));
  await expect(first).toHaveAttribute("href", `/blog-details/${slugOf(holder)}`);
  await expect(page.getByRole("status").filter({ hasText: "result" })).toContainText(word);
});

test("an old address an editor redirected goes to the new one, query kept; a visitor lands there", async ({
  warmPage: page,
  request,
}) => {
  const answer = await request.get("/about-us?x=1", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/about?x=1");
  const head = await request.head("/contact-us/", { maxRedirects: 0 });
  expect(head.status()).toBe(301);
  expect(head.headers().location).toBe("/contact");
  // The console, the service and the probes are never redirected, whatever an editor writes.
  expect((await request.get("/readyz", { maxRedirects: 0 })).status()).toBe(200);
  await page.goto("/about-us");
  expect(new URL(page.url()).pathname).toBe("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("unknown slugs get the 404 page with status 404", async ({ warmPage: page }) => {
  for (const path of ["/blog-details/no-such-post", "/work-details/nothing", "/tag/none"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
  const paged = await page.goto("/blog-grid?page=-4");
  expect(paged?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/blog-grid");
});

test("a post's pictures load, sized, from the site's image route", async ({
  warmPage: page,
  request,
}) => {
  await visit(page, `/blog-details/${slugOf(post)}`);
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  const first = images.first();
  await expect(first).toHaveAttribute("width", /\d+/);
  await expect(first).toHaveAttribute("height", /\d+/);
  const src = (await first.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/images\/embedded\/content\//);
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  await expect
    .poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

const PAGES = [
  "/",
  "/home-one",
  "/home-two",
  "/home-three",
  "/about",
  "/service",
  "/work",
  `/work-details/${slugOf(work)}`,
  "/blog-grid",
  "/blog-classic",
  `/tag/${slugOf(tag)}`,
  `/category/${slugOf(category)}`,
  `/blog-details/${slugOf(post)}`,
  "/testimonials",
  "/csr",
  "/shatayu-about",
  "/PharmaEdge-about",
  "/astira",
  "/search?q=ayurveda",
  "/search?q=zzqqxx",
];

test.describe("content pages pass axe-core at 375 and 1280 px", () => {
  for (const path of PAGES) {
    test(`on ${path}`, async ({ warmPage: page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectAccessibleAtWidths(page, [375, 1280]);
    });
  }
});

test.describe("content that reads right (issue #15)", () => {
  test("the footer shows the site settings' social links", async ({ warmPage: page }) => {
    await visit(page, "/about");
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Follow us" });
    await expect(social.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\//,
    );
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px a CSR initiative's figures share one line, and text after a list keeps its space`, async ({
      warmPage: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/csr");
      const tops = await page
        .locator(".figures--compact")
        .first()
        .locator(".figure")
        .evaluateAll((figures) =>
          figures.map((figure) => Math.round(figure.getBoundingClientRect().top)),
        );
      expect(tops.length).toBeGreaterThan(1);
      expect(new Set(tops).size, "one row").toBe(1);
      const gap = await page
        .locator(".rich-text > ul + p")
        .first()
        .evaluate((p) => Number.parseFloat(getComputedStyle(p).marginTop));
      expect(gap).toBeGreaterThan(8);
    });
  }
});
