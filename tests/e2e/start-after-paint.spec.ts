import { blogPostPath } from "../../scripts/bench/site-client.ts";
import { expect, test, visit } from "./fixtures";

/** When the page painted, and when the application's scripts and the main image were fetched. */
function timings() {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
  const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const image = resources.find((entry) => main && entry.name === main.currentSrc);
  return {
    paint,
    scripts: scripts.length,
    firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    imageEnd: image ? image.responseEnd : null,
  };
}

test("the page is painted before any of the application's scripts is asked for", async ({
  page,
}) => {
  await visit(page, "/");
  const seen = await page.evaluate(timings);
  expect(seen.paint).toBeGreaterThan(0);
  expect(seen.scripts).toBeGreaterThan(3);
  expect(seen.firstScript).toBeGreaterThan(seen.paint);
  // React Router's own tags arrive inert, and the started application renders no copy of them.
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
});

test("a blog post's main image arrives before the application's scripts are asked for", async ({
  page,
  request,
}) => {
  const post = blogPostPath(await (await request.get("/sitemap.xml")).text());
  expect(post).toBeTruthy();
  await visit(page, post as string);
  const seen = await page.evaluate(timings);
  expect(seen.imageEnd).not.toBeNull();
  expect(seen.firstScript).toBeGreaterThan(seen.imageEnd as number);
});
