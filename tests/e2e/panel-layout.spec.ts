import type { Page } from "@playwright/test";
import { expect, signInWithCard, test, visit } from "./fixtures";

/**
 * The login panel is visible by default and never narrows the page or covers
 * what the page shows first (decision 0044): the page keeps its full width,
 * and the panel's card sits in the first band's empty right part or, on wide
 * windows, in the page's side margin.
 */

const panelBody = (page: Page) => page.locator("#login-panel-body");

/** The home layouts, a blog post, and two content pages: the first views that differ most. */
async function pagesToCheck(page: Page): Promise<string[]> {
  await visit(page, "/blog-grid");
  const post = await page
    .getByRole("main")
    .locator('a[href^="/blog-details/"]')
    .first()
    .getAttribute("href");
  expect(post, "a post linked from /blog-grid").toBeTruthy();
  return ["/", "/home-one", "/home-two", "/home-three", post ?? "", "/about", "/contact"];
}

interface FirstViewProblem {
  element: string;
  why: "under the panel" | "cut by the window's right edge";
}

/**
 * Every visible text-bearing element of main (headings, paragraphs, links,
 * buttons, list items, images) in the first view: none under the panel, none
 * cut by the window's right edge. "Visible" is what is left of an element
 * after every ancestor that clips it (a slider's other slides are not).
 */
function firstViewProblems(page: Page): Promise<FirstViewProblem[]> {
  return page.evaluate(() => {
    const panel = document.querySelector(".login-panel")?.getBoundingClientRect();
    const seen = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let up = element.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom };
    };
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (/auto|scroll/.test(overflowX) && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };
    const main = document.querySelector("main");
    if (!main) return [{ element: "main", why: "under the panel" as const }];
    const problems: {
      element: string;
      why: "under the panel" | "cut by the window's right edge";
    }[] = [];
    for (const element of main.querySelectorAll("h1, h2, h3, p, a, button, li, img")) {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      // Text for screen readers only (clipped to nothing) is not on the screen.
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || element.closest(".visually-hidden")) {
        continue;
      }
      const box = element.getBoundingClientRect();
      const r = seen(element);
      const visible = r.right - r.left > 1 && r.bottom - r.top > 1;
      const inFirstView = r.top < innerHeight && r.bottom > 0;
      if (!visible || !inFirstView) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("alt") || "").trim().slice(0, 40)}"`;
      if (
        panel &&
        panel.width > 0 &&
        r.left < panel.right &&
        r.right > panel.left &&
        r.top < panel.bottom &&
        r.bottom > panel.top
      ) {
        problems.push({ element: name, why: "under the panel" });
      }
      // Past the right edge is cut off, unless it is in a strip that scrolls sideways (a slider).
      if (box.right > document.documentElement.clientWidth + 0.5 && !inScroller(element)) {
        problems.push({ element: name, why: "cut by the window's right edge" });
      }
    }
    return problems;
  });
}

for (const width of [1280, 1920]) {
  test(`at ${width}×900 the panel is shown beside the page's full width and covers nothing of the first view`, async ({
    warmPage: page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of await pagesToCheck(page)) {
      await visit(page, path);
      // A visible panel with a way to sign in, not only its tab.
      await expect(panelBody(page), path).toBeVisible();
      await expect(panelBody(page).getByLabel("Username"), path).toBeVisible();
      await expect(
        panelBody(page).locator("form").getByRole("button", { name: "Login", exact: true }),
      ).toBeVisible();
      const main = await page.getByRole("main").boundingBox();
      expect(main?.width ?? 0, `${path}: main's width`).toBeGreaterThanOrEqual(0.85 * width);
      expect(await firstViewProblems(page), path).toEqual([]);
    }
  });
}

test("at 390 px there is no panel, and the page has the whole width", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/about"]) {
    await visit(page, path);
    await expect(page.getByRole("complementary", { name: "Sign In/Register" })).toBeHidden();
    const main = await page.getByRole("main").boundingBox();
    expect(main?.width).toBe(390);
  }
});

test("at 390 px the phone menu opens and closes without a warning", async ({ warmPage: page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  expect(warnings.filter((text) => /dialog/i.test(text))).toEqual([]);
});

test("at 1280 px signed in, the account button shows the person's whole name", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/Signup");
  await signInWithCard(page, "demo@portal.test");
  await expect(page).toHaveURL("/");
  const name = page.locator(".user-menu__name");
  await expect(name).toHaveText("Demo Member");
  await expect(name).toBeVisible();
  // Not shortened to an ellipsis, and the brand keeps its two lines inside the header.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const header = await page.locator(".site-header").boundingBox();
  const brand = await page.locator(".brand").boundingBox();
  expect((brand?.y ?? 0) + (brand?.height ?? 0)).toBeLessThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  );
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByRole("link", { name: "My courses" })).toHaveAttribute(
    "href",
    "/my-courses",
  );
});
